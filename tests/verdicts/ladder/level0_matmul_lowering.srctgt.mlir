// tosa.matmul 1x2x3 @ 1x3x2 -> +0.0 fill + linalg.batch_matmul (mulf, addf in k order): the same dot products in the same order, proved with uninterpreted dot steps: correct at refinement level 0.
// VERDICT: correct
// LEVEL[abstract]: 0
// LEVEL[exact]: 2
func.func @src(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x2x3xf32>, tensor<1x3x2xf32>) outs(%f : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
