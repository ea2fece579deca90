// Planted-bug smoke input: tosa.add on f32 lowers to a linalg.generic whose body holds arith.addf,
// which the planted pass turns into arith.mulf (a miscompile for, e.g., a = b = 1.0).
func.func @main(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.add %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
