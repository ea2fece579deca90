// ROW: convert-elementwise-to-linalg
// PASSES: --convert-elementwise-to-linalg
// NOTE: arith.addf on tensor<32x64xf32> -> linalg.generic.
// BUG: add_to_sub | arith.addf | arith.subf
func.func @add(%a: tensor<32x64xf32>, %b: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = arith.addf %a, %b : tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
