// tensor.extract at 1 of (tensor.insert v at 1) -> v: correct.
// VERDICT: correct
func.func @src(%t: tensor<3xf32>, %v: f32) -> f32 {
  %i = arith.constant 1 : index
  %j = arith.constant 1 : index
  %u = tensor.insert %v into %t[%i] : tensor<3xf32>
  %r = tensor.extract %u[%j] : tensor<3xf32>
  return %r : f32
}
func.func @tgt(%t: tensor<3xf32>, %v: f32) -> f32 {
  return %v : f32
}
