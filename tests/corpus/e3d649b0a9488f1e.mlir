// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.select.canon.not-predicate
// CORPUS-SEED: 996457
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 1b7c99a094bcaf7a
// CORPUS-STEP: 3 canonicalize correct d91212897317a289
// CORPUS-STEP: 11 tosa-to-linalg correct 76a910f69eb0e912
// CORPUS-STEP: 12 tosa-to-arith correct 3806df4d9a22b170
// CORPUS-STEP: 15 one-shot-bufferize correct 2feca955d725b87b
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 751dc70f494a0e2f
// CORPUS-STEP: 19 canonicalize correct 7a7080c3fd34ef27
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 2feca955d725b87b
module {
  func.func @main(%arg0: tensor<i1>) -> tensor<i16> {
    %0 = tosa.logical_not %arg0 : (tensor<i1>) -> tensor<i1>
    %1 = "tosa.const"() <{values = dense<0> : tensor<i16>}> : () -> tensor<i16>
    %2 = "tosa.const"() <{values = dense<1> : tensor<i16>}> : () -> tensor<i16>
    %3 = tosa.select %0, %2, %1 : (tensor<i1>, tensor<i16>, tensor<i16>) -> tensor<i16>
    return %3 : tensor<i16>
  }
}
