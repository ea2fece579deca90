// tensor.extract_slice of the whole tensor<?x2xf32> (offsets 0, sizes tensor.dim and 2, strides 1) -> the tensor itself: correct.
// VERDICT: correct
func.func @src(%t: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x2xf32>
  %s = tensor.extract_slice %t[0, 0] [%d, 2] [1, 1] : tensor<?x2xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
func.func @tgt(%t: tensor<?x2xf32>) -> tensor<?x2xf32> {
  return %t : tensor<?x2xf32>
}
