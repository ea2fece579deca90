// tensor.extract at index 1 of constant [1.0, -0.0, 3.0] folded to 0.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src() -> f32 {
  %c = arith.constant dense<[1.0, -0.0, 3.0]> : tensor<3xf32>
  %i = arith.constant 1 : index
  %v = tensor.extract %c[%i] : tensor<3xf32>
  return %v : f32
}
func.func @tgt() -> f32 {
  %v = arith.constant 0.0 : f32
  return %v : f32
}
