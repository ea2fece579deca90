// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.transpose.fold.identity
// CORPUS-KEY: pattern tensor.extract.fold.after-insert
// CORPUS-KEY: pattern tensor.extract.fold.dense-const
// CORPUS-KEY: pattern tensor.extract.fold.from-elements
// CORPUS-KEY: pattern tensor.extract.fold.splat-const
// CORPUS-SEED: 991023
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:3cc18a7482835eae
func.func @main() -> f16 {
  %0 = arith.constant dense<4.5> : tensor<1x1x4x4xf16>
  %1 = linalg.transpose ins(%0 : tensor<1x1x4x4xf16>) outs(%0 : tensor<1x1x4x4xf16>) permutation = [0, 1, 2, 3]
  %2 = arith.constant 0 : index
  %3 = arith.constant 2 : index
  %4 = tensor.extract %1[%2, %2, %3, %2] : tensor<1x1x4x4xf16>
  return %4 : f16
}
