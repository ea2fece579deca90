// tvfuzz-pair v1
// PASS: --transform-interpreter
// VERDICT: correct
// smaller variant of nhwc_hwcf (not counted in the table).
module @src {
  func.func @conv(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    return %0 : tensor<1x4x4x4xf32>
  }
  
}
module @tgt {
  func.func @conv(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x3x2x4xf32>, %arg2: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
    %collapsed = tensor.collapse_shape %arg1 [[0, 1, 2], [3]] : tensor<3x3x2x4xf32> into tensor<18x4xf32>
    %collapsed_0 = tensor.collapse_shape %arg2 [[0], [1, 2], [3]] : tensor<1x4x4x4xf32> into tensor<1x16x4xf32>
    %0 = tensor.empty() : tensor<1x16x18xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 4 + d2 floordiv 6, d1 mod 4 + (d2 mod 6) floordiv 2, d2 mod 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x6x6x2xf32>) outs(%0 : tensor<1x16x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x18xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1, %collapsed : tensor<1x16x18xf32>, tensor<18x4xf32>) outs(%collapsed_0 : tensor<1x16x4xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %3 = arith.mulf %in, %in_1 : f32
      %4 = arith.addf %3, %out : f32
      linalg.yield %4 : f32
    } -> tensor<1x16x4xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2], [3]] output_shape [1, 4, 4, 4] : tensor<1x16x4xf32> into tensor<1x4x4x4xf32>
    return %expanded : tensor<1x4x4x4xf32>
  }
  
}
