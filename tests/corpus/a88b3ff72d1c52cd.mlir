// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.insert.fold.same-splat-value
// CORPUS-SEED: 992679
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 005eda02de60f760
// CORPUS-STEP: 15 one-shot-bufferize correct ca5edeaa358dba2f
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct c8b5fcc72e774225
// CORPUS-STEP: 19 canonicalize correct ca5edeaa358dba2f
module {
  func.func @main(%arg0: tensor<1x1xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %cst into %arg0[%c0, %c0] : tensor<1x1xf32>
    %extracted = tensor.extract %inserted[%c0, %c0] : tensor<1x1xf32>
    return %extracted : f32
  }
}
