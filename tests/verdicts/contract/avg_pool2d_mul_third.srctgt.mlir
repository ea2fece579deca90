// tosa.avg_pool2d with a 1x3 kernel (count 3) lowered with the division replaced by a multiplication by 0.333333343 (1/3 rounded to f32): unlike 1/4 this constant is inexact, so sum * 0.333333343 differs from sum / 3 for some sums: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Needs exact rounding of a product vs a quotient; never correct.)
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x3x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%x: tensor<1x1x3x1xf32>) -> tensor<1x1x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %win = tensor.empty() : tensor<1x3xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %win : tensor<1x1x3x1xf32>, tensor<1x3xf32>) outs(%f : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %e2 = tensor.empty() : tensor<1x1x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x1x1x1xf32>) outs(%e2 : tensor<1x1x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %q = arith.constant 0.333333343 : f32
    %d = arith.mulf %in, %q : f32
    linalg.yield %d : f32
  } -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
