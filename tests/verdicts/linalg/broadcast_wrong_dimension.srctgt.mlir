// linalg.broadcast dimensions = [1] replaced by dimensions = [0] (out[i][j] = v[j]): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%v: tensor<2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %b = linalg.broadcast ins(%v : tensor<2xf32>) outs(%e : tensor<2x2xf32>) dimensions = [1]
  return %b : tensor<2x2xf32>
}
func.func @tgt(%v: tensor<2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %b = linalg.broadcast ins(%v : tensor<2xf32>) outs(%e : tensor<2x2xf32>) dimensions = [0]
  return %b : tensor<2x2xf32>
}
