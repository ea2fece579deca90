// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.transpose.canon.transpose-of-transpose
// CORPUS-SEED: 1905650
// PIPELINE: vectorize
// CORPUS-CORRECT: 3:2aed002f54534ed1 15:9a0cde05d043dbde 18:d02e549dbe922d9c 19:e454a8b71bb3bb28 20:9a0cde05d043dbde
// CORPUS-CORRECT: 25:26568dade1b04826 31:94d5d80d92ca6785 32:549e667b249760f3
func.func @main(%arg0: tensor<5x2x1xi32>) -> tensor<2x1x5xi32> {
  %0 = tensor.empty() : tensor<5x1x2xi32>
  %1 = linalg.transpose ins(%arg0 : tensor<5x2x1xi32>) outs(%0 : tensor<5x1x2xi32>) permutation = [0, 2, 1]
  %2 = tensor.empty() : tensor<2x1x5xi32>
  %3 = linalg.transpose ins(%1 : tensor<5x1x2xi32>) outs(%2 : tensor<2x1x5xi32>) permutation = [2, 1, 0]
  return %3 : tensor<2x1x5xi32>
}
