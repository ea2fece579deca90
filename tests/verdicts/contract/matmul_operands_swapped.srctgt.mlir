// tosa.matmul a @ b (1x2x2 each) lowered as linalg.batch_matmul ins(b, a): the shapes still match but b @ a != a @ b: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
// (The abstract counterexample is confirmed by the exact domain; a standalone exact-domain run
// needed 2-6 s of FPA solving when this was written.)
func.func @src(%a: tensor<1x2x2xf32>, %b: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x2xf32>, %b: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%b, %a : tensor<1x2x2xf32>, tensor<1x2x2xf32>) outs(%f : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
