// The 1x56x56x64 conv2d lowering with the tensor.pad moved one column (low[0, 1, 2, 0] high[0, 1, 0, 0]: same padded shape, every window reads one column to the left): a miscompile at 200,704 outputs.
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
func.func @src(%arg0: tensor<1x56x56x64xf32>, %arg1: tensor<64x3x3x64xf32>, %arg2: tensor<64xf32>) -> tensor<1x56x56x64xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x56x56x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x56x56x64xf32>
  return %1 : tensor<1x56x56x64xf32>
}
func.func @tgt(%arg0: tensor<1x56x56x64xf32>, %arg1: tensor<64x3x3x64xf32>, %arg2: tensor<64xf32>) -> tensor<1x56x56x64xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 1, 2, 0] high[0, 1, 0, 0] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst : f32
  } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  %1 = tensor.empty() : tensor<1x56x56x64xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%1 : tensor<1x56x56x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x56x56x64xf32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x58x58x64xf32>, tensor<64x3x3x64xf32>) outs(%2 : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %3 : tensor<1x56x56x64xf32>
}
