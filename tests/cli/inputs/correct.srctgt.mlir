// A pair that validates as correct (tvfuzz check exits 0): x + y == y + x.
func.func @src(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %b, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
