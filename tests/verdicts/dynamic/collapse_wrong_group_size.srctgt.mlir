// the same full collapse, but the expand_shape size is dim0 + dim1 instead of dim0 * dim1: for sizes (1, 1) the output sizes 2x2 do not hold the 2 input elements (tgt undefined where src is not): miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%t: tensor<?x?x2xf32>) -> tensor<?x2xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x2xf32> into tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}
func.func @tgt(%t: tensor<?x?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?x2xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?x2xf32>
  %n = arith.addi %d0, %d1 : index
  %f = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x?x2xf32> into tensor<?xf32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %e : tensor<?x2xf32>
}
