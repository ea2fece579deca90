// tosa.matmul f16 with C = 3 lowered to a generic whose A and B maps walk k backwards (a shape-only tensor.empty operand, never read, gives the k loop its bound) ((b, m, n, k) -> (b, m, 2 - k) and (b, 2 - k, n)): the products are summed as ((0 + p2) + p1) + p0 instead of ((0 + p0) + p1) + p2, which rounds differently (products 1, 60000, -60000 give 0 in k order but 1 backwards): miscompile under the default strict policy. (Checked under --fp-policy=strict: the default spec policy lets a TOSA dot product sum its terms in any order.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Confirming a rounding difference needs exact values; never correct.)
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, -d3 + 2)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, -d3 + 2, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#mk = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @src(%a: tensor<1x1x3xf16>, %b: tensor<1x3x1xf16>) -> tensor<1x1x1xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x1x3xf16>, tensor<1x3x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1xf16>
  return %0 : tensor<1x1x1xf16>
}
func.func @tgt(%a: tensor<1x1x3xf16>, %b: tensor<1x3x1xf16>) -> tensor<1x1x1xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x1x1xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<1x1x1xf16>) -> tensor<1x1x1xf16>
  %k = tensor.empty() : tensor<3xf16>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mk, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b, %k : tensor<1x1x3xf16>, tensor<1x3x1xf16>, tensor<3xf16>) outs(%f : tensor<1x1x1xf16>) {
  ^bb0(%x: f16, %y: f16, %unused: f16, %acc: f16):
    %p = arith.mulf %x, %y : f16
    %s = arith.addf %acc, %p : f16
    linalg.yield %s : f16
  } -> tensor<1x1x1xf16>
  return %r : tensor<1x1x1xf16>
}
