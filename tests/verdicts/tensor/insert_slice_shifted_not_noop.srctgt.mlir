// insert_slice (extract_slice t [1][2]) into t at [2][2] folded to t: the write is shifted, so it is not a no-op: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %r = tensor.insert_slice %s into %t[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
