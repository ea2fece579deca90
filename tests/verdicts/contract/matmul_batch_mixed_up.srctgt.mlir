// tosa.matmul batch 2 lowered to a generic whose B map takes the batch index from the other end ((b, m, n, k) -> (1 - b, k, n)): batch 0 of the result uses B[1]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#mb = affine_map<(d0, d1, d2, d3) -> (-d0 + 1, d3, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%a: tensor<2x1x1xf32>, %b: tensor<2x1x1xf32>) -> tensor<2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x1x1xf32>, tensor<2x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x1x1xf32>
  return %0 : tensor<2x1x1xf32>
}
func.func @tgt(%a: tensor<2x1x1xf32>, %b: tensor<2x1x1xf32>) -> tensor<2x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %0 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x1x1xf32>, tensor<2x1x1xf32>) outs(%f : tensor<2x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x1x1xf32>
  return %0 : tensor<2x1x1xf32>
}
