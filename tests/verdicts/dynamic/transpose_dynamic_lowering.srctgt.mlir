// tosa-to-linalg of tosa.transpose of tensor<?x2xi32>: correct.
// VERDICT: correct
func.func @src(%a: tensor<?x2xi32>) -> tensor<2x?xi32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x2xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}
func.func @tgt(%arg0: tensor<?x2xi32>) -> tensor<2x?xi32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x2xi32>
  %0 = tensor.empty(%dim) : tensor<2x?xi32>
  %transposed = linalg.transpose ins(%arg0 : tensor<?x2xi32>) outs(%0 : tensor<2x?xi32>) permutation = [1, 0] 
  return %transposed : tensor<2x?xi32>
}
