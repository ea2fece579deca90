// tensor.empty + linalg.fill 1.5 -> arith.constant dense<1.5> (the empty tensor is never read): correct.
// VERDICT: correct
func.func @src() -> tensor<2xf32> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %c = arith.constant dense<1.5> : tensor<2xf32>
  return %c : tensor<2xf32>
}
