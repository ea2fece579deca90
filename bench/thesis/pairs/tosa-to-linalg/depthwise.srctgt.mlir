// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.depthwise_conv2d 1x8x8x4 with 3x3x4x2 weights (multiplier 2) + bias -> 1x6x6x8.
module @src {
  func.func @f(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
    return %1 : tensor<1x6x6x8xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tensor.empty() : tensor<1x6x6x4x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x6x6x4x2xf32>) -> tensor<1x6x6x4x2xf32>
    %3 = tensor.empty() : tensor<1x6x6x8xf32>
    %4 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>) outs(%2 : tensor<1x6x6x4x2xf32>) -> tensor<1x6x6x4x2xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x6x6x4x2xf32> into tensor<1x6x6x8xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %collapsed : tensor<8xf32>, tensor<1x6x6x8xf32>) outs(%3 : tensor<1x6x6x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %6 = arith.addf %in, %in_0 : f32
      linalg.yield %6 : f32
    } -> tensor<1x6x6x8xf32>
    return %5 : tensor<1x6x6x8xf32>
  }
}
