// tosa.matmul 1x2x3 @ 1x3x2 -> both operands reversed along k (tosa.reverse) and a +0.0-filled linalg.batch_matmul: each element sums the same products a[i][k]*b[k][j] in the opposite k order: correct under --fp-policy=reassoc.
// VERDICT: correct
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %ra = tosa.reverse %a {axis = 2 : i32} : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %rb = tosa.reverse %b {axis = 1 : i32} : (tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%ra, %rb : tensor<1x2x3xf32>, tensor<1x3x2xf32>) outs(%f : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
