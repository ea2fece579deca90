// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.insert.fold.same-splat-value
// CORPUS-SEED: 992679
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:005eda02de60f760 15:ca5edeaa358dba2f 18:c8b5fcc72e774225 19:ca5edeaa358dba2f
module {
  func.func @main(%arg0: tensor<1x1xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %cst into %arg0[%c0, %c0] : tensor<1x1xf32>
    %extracted = tensor.extract %inserted[%c0, %c0] : tensor<1x1xf32>
    return %extracted : f32
  }
}
