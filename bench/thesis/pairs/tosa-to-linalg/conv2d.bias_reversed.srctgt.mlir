// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: miscompile
// planted bug: s/-> \(d3\)>/-> (-d3 + 7)>/ in the real output
module @src {
  func.func @f(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<8x3x3x4xf32>, %arg2: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
    return %1 : tensor<1x6x6x8xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<8x3x3x4xf32>, %arg2: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tensor.empty() : tensor<1x6x6x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d3 + 7)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<8xf32>) outs(%1 : tensor<1x6x6x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x6x6x8xf32>
    %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x8x8x4xf32>, tensor<8x3x3x4xf32>) outs(%2 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
    return %3 : tensor<1x6x6x8xf32>
  }
}
