// a dynamic tensor returned as is -> cast to tensor<2xf32> and back: the cast is UB whenever the runtime size is not 2: miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}
func.func @tgt(%t: tensor<?xf32>) -> tensor<?xf32> {
  %s = tensor.cast %t : tensor<?xf32> to tensor<2xf32>
  %d = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}
