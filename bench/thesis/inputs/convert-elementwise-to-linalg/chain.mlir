// ROW: convert-elementwise-to-linalg
// PASSES: --convert-elementwise-to-linalg
// NOTE: mulf, addf, cmpf+select (relu) on tensor<8x16x16xf32> -> four linalg.generic ops.
func.func @chain(%a: tensor<8x16x16xf32>, %b: tensor<8x16x16xf32>, %c: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
  %z = arith.constant dense<0.0> : tensor<8x16x16xf32>
  %0 = arith.mulf %a, %b : tensor<8x16x16xf32>
  %1 = arith.addf %0, %c : tensor<8x16x16xf32>
  %p = arith.cmpf ogt, %1, %z : tensor<8x16x16xf32>
  %2 = arith.select %p, %1, %z : tensor<8x16x16xi1>, tensor<8x16x16xf32>
  return %2 : tensor<8x16x16xf32>
}
