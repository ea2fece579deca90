// tensor.extract at 2 of (tensor.insert v at 1) folded to v: it should read t[2]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<3xf32>, %v: f32) -> f32 {
  %i = arith.constant 1 : index
  %j = arith.constant 2 : index
  %u = tensor.insert %v into %t[%i] : tensor<3xf32>
  %r = tensor.extract %u[%j] : tensor<3xf32>
  return %r : f32
}
func.func @tgt(%t: tensor<3xf32>, %v: f32) -> f32 {
  return %v : f32
}
