// the same pair under the literal pseudo-code (--fp-policy=strict): +0 vs -0 on an all-zero window with a -0 bias: miscompile.
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%arg0: tensor<1x1x3x2xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x2x3xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<3x1x2x2xf32>}> : () -> tensor<3x1x2x2xf32>
  %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.conv2d %arg0, %0, %arg1, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x1x3x2xf32>, tensor<3x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x3xf32>
  return %2 : tensor<1x1x2x3xf32>
}
func.func @tgt(%arg0: tensor<1x1x3x2xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x2x3xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<3x1x2x2xf32>}> : () -> tensor<3x1x2x2xf32>
  %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1x1x2x3xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1xf32>) outs(%2 : tensor<1x1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x1x2x3xf32>
  %4 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %0 : tensor<1x1x3x2xf32>, tensor<3x1x2x2xf32>) outs(%3 : tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
  return %4 : tensor<1x1x2x3xf32>
}
