// tosa.matmul with C = 2 lowered to a generic walking k backwards (a shape-only tensor.empty operand, never read, gives the k loop its bound): (0 + p1) + p0 vs TOSA (0 + p0) + p1. With two addends this is no reassociation (+0.0 + p is p except p = -0.0, and q + -0.0 = q), so both are the IEEE sum of the same two products: correct.
// VERDICT: correct
// DOMAINS: abstract
// (Proved by the abstract domain from the encoding's zero/commutativity facts; an abstract proof is
// sound for IEEE. The exact FPA domain alone times out on the two-product sum.)
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, -d3 + 1)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, -d3 + 1, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#mk = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @src(%a: tensor<1x1x2xf32>, %b: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x1x2xf32>, tensor<1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}
func.func @tgt(%a: tensor<1x1x2xf32>, %b: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %k = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mk, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b, %k : tensor<1x1x2xf32>, tensor<1x2x1xf32>, tensor<2xf32>) outs(%f : tensor<1x1x1xf32>) {
  ^bb0(%x: f32, %y: f32, %unused: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}
