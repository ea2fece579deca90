// tosa.cast f32 -> f64 -> f32 -> identity: widening to f64 is exact and narrowing an exact f32 value returns it: correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xf64>
  %1 = tosa.cast %0 : (tensor<2xf64>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
