// linalg.fill -0.0 into tensor.empty -> arith.constant dense<-0.0>: correct.
// VERDICT: correct
func.func @src() -> tensor<2xf32> {
  %c = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %c = arith.constant dense<-0.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}
