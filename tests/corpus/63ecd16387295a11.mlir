// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass convert-vector-to-scf
// CORPUS-SEED: 1303337
// PIPELINE: vectorize
// CORPUS-CORRECT: 15:9523acb3fd99b86b 18:d71783d19f3b1dad 19:0e84b20e487766ba 20:9523acb3fd99b86b 25:00a04811548f36f1
// CORPUS-CORRECT: 27:4e9edbd2f098b6e3 28:cc62418f563674d5 30:3fd865a021612acc 31:42da4f3bc95f7742 32:dc58c21b21ac9c22
func.func @main() -> tensor<1x3x2xi8> {
  %0 = arith.constant dense<[[-118, -128, 18]]> : tensor<1x3xi8>
  %1 = tensor.empty() : tensor<1x3x2xi8>
  %2 = linalg.broadcast ins(%0 : tensor<1x3xi8>) outs(%1 : tensor<1x3x2xi8>) dimensions = [2]
  return %2 : tensor<1x3x2xi8>
}
