// the whole-tensor extract_slice replaced by a slice of size dim - 1 starting at row 1 (an off-by-one in a fold): the result shape differs for every size: miscompile at stage shape.
// VERDICT: miscompile
// CHECK-FAILED: shape
func.func @src(%t: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x2xf32>
  %s = tensor.extract_slice %t[0, 0] [%d, 2] [1, 1] : tensor<?x2xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
func.func @tgt(%t: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c0 : tensor<?x2xf32>
  %n = arith.subi %d, %c1 : index
  %s = tensor.extract_slice %t[1, 0] [%n, 2] [1, 1] : tensor<?x2xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
