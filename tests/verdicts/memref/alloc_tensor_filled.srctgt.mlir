// bufferization.alloc_tensor is an uninitialized tensor like tensor.empty; filled whole, both give
// the fill value. Correct.
// VERDICT: correct
func.func @src(%v: f32) -> tensor<2x2xf32> {
  %e = bufferization.alloc_tensor() : tensor<2x2xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %f : tensor<2x2xf32>
}
func.func @tgt(%v: f32) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %f : tensor<2x2xf32>
}
