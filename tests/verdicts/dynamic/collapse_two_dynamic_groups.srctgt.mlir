// tensor.collapse_shape of tensor<?x?x2xf32> with groups [[0, 1], [2]] -> a full collapse to tensor<?xf32> and an expand_shape to tensor<?x2xf32> whose size is dim0 * dim1: the collapsed sizes come from the reassociation groups: correct.
// VERDICT: correct
func.func @src(%t: tensor<?x?x2xf32>) -> tensor<?x2xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x2xf32> into tensor<?x2xf32>
  return %c : tensor<?x2xf32>
}
func.func @tgt(%t: tensor<?x?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?x2xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?x2xf32>
  %n = arith.muli %d0, %d1 : index
  %f = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x?x2xf32> into tensor<?xf32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %e : tensor<?x2xf32>
}
