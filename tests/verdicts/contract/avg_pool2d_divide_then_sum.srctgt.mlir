// tosa.avg_pool2d 1x2 (count 2) lowered as a sum of pre-divided elements (x0 / 2 + x1 / 2 instead of (x0 + x1) / 2): the two differ e.g. when the sum overflows (fMAX, fMAX gives Inf in TOSA, fMAX here) or a halved subnormal rounds: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: exact
// ALLOW: inconclusive
// (Needs exact rounding: ~6 s in the exact domain on an idle machine; the abstract run ends in the same
// exact confirmation, so it is skipped. A timeout is accepted, never a correct.)
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %e0 = tensor.empty() : tensor<1x1x2x1xf32>
  %h = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x1x2x1xf32>) outs(%e0 : tensor<1x1x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %d = arith.divf %in, %two : f32
    linalg.yield %d : f32
  } -> tensor<1x1x2x1xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %win = tensor.empty() : tensor<1x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%h, %win : tensor<1x1x2x1xf32>, tensor<1x2xf32>) outs(%f : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %s : tensor<1x1x1x1xf32>
}
