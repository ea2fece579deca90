// A rank-reducing extract_slice drops only sizes that are statically 1: with sizes [%d, 3, 1] it drops the
// last dim even when %d is 1 at runtime, so it equals the plain slice collapsed (campaign false alarm
// 5dc77d8b041e70fe: the runtime size 1 of %d was dropped instead, giving a shape mismatch).
// VERDICT: correct
func.func @src(%a: tensor<?x5x1xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x5x1xf32>
  %s = tensor.extract_slice %a[0, 0, 0] [%d, 3, 1] [1, 1, 1] : tensor<?x5x1xf32> to tensor<?x3x1xf32>
  %c = tensor.collapse_shape %s [[0], [1, 2]] : tensor<?x3x1xf32> into tensor<?x3xf32>
  return %c : tensor<?x3xf32>
}
func.func @tgt(%a: tensor<?x5x1xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x5x1xf32>
  %s = tensor.extract_slice %a[0, 0, 0] [%d, 3, 1] [1, 1, 1] : tensor<?x5x1xf32> to tensor<?x3xf32>
  return %s : tensor<?x3xf32>
}
