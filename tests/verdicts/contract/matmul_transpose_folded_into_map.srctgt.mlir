// tosa.transpose perms [0, 2, 1] of A followed by tosa.matmul (f32) -> one generic reading the untransposed A through the map (b, m, n, k) -> (b, k, m) (the transpose folded into the indexing map): correct.
// VERDICT: correct
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%at: tensor<1x3x2xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %a = tosa.transpose %at {perms = array<i32: 0, 2, 1>} : (tensor<1x3x2xf32>) -> tensor<1x2x3xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%at: tensor<1x3x2xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%at, %b : tensor<1x3x2xf32>, tensor<1x3x2xf32>) outs(%f : tensor<1x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
