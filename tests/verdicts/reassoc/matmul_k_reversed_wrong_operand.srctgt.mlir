// tosa.matmul 1x2x3 @ 1x3x2 -> only the left operand reversed along k: products a[i][2-k]*b[k][j] pair the wrong elements (a multiset of different products): miscompile under --fp-policy=reassoc.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
// DOMAINS: abstract
// (The exact domain alone spends its 20 s budget bit-blasting six f32 products before the special-value
// search finds [a, b] with a 1 * 1 product on one side only, 26 s in all; the abstract run hands the exact
// re-check special-value inputs and confirms in under a second.)
func.func @src(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %ra = tosa.reverse %a {axis = 2 : i32} : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%ra, %b : tensor<1x2x3xf32>, tensor<1x3x2xf32>) outs(%f : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
