// tosa.matmul f16 x f16 -> f32 lowered with the products computed in f16 and only then extended (mulf f16, extf, addf f32): TOSA multiplies in fp32, where an f16 product is exact; in f16 it rounds or overflows (256 * 256 = Inf in f16, 65536 in f32): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Needs exact f16 rounding; never correct.)
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%a: tensor<1x1x1xf16>, %b: tensor<1x1x1xf16>) -> tensor<1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x1x1xf16>, tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}
func.func @tgt(%a: tensor<1x1x1xf16>, %b: tensor<1x1x1xf16>) -> tensor<1x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<1x1x1xf16>, tensor<1x1x1xf16>) outs(%f : tensor<1x1x1xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %acc, %pe : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}
