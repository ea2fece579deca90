// ROW: linalg-generalize-named-ops
// PASSES: --linalg-generalize-named-ops
// NOTE: linalg.fill 0.0 + linalg.matmul 16x32 * 32x16 -> two linalg.generic ops.
// BUG: acc_sub | arith.addf | arith.subf
func.func @f(%a: tensor<16x32xf32>, %b: tensor<32x16xf32>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
