// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.extsi.canon.of-extui
// CORPUS-KEY: pattern arith.extsi.fold.ext-of-ext
// CORPUS-SEED: 993040
// PIPELINE: vectorize
// CORPUS-STEP: 11 tosa-to-linalg correct bad09ea42b4fa9ef
// CORPUS-STEP: 12 tosa-to-arith correct 9ca9b74225d61e49
// CORPUS-STEP: 15 one-shot-bufferize correct 03ad332a2d72f4e3
// CORPUS-STEP: 17 canonicalize correct 3b6f9a1ffa7aa805
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 5116d46be231339a
// CORPUS-STEP: 19 canonicalize correct 27828ae700c2c1c1
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 3b6f9a1ffa7aa805
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct c631ea9a62e990b9
// CORPUS-STEP: 27 affine-super-vectorize correct d3ad5f176823d682
// CORPUS-STEP: 28 canonicalize correct 3ad989abbfaddce4
// CORPUS-STEP: 31 lower-affine correct bc75551e459d9b1e
// CORPUS-STEP: 32 canonicalize correct cd937a2d2fff5206
module {
  func.func @main(%arg0: tensor<1xi16>) -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %1, %2, %0, %1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1xi32>
    return %3 : tensor<1xi32>
  }
}
