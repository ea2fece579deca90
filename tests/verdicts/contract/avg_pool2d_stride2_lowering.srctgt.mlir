// tosa.avg_pool2d 2x2 stride 2 without padding on 1x4x4x1 -> fill +0.0 + pooling_nhwc_sum strides 2 + a generic dividing by 4.0 (every window is full, so the count is always 4): correct.
// VERDICT: correct
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %e2 = tensor.empty() : tensor<1x2x2x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x2x1xf32>) outs(%e2 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %four = arith.constant 4.0 : f32
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
