// tosa.conv3d on f32 with a kernel of depth 2 (and 1x1 in height and width), lowered by tosa-to-linalg-named to linalg.conv_3d_ndhwc_dhwcf over the bias: each output sums two planes, bias added as the accumulator's start (TOSA's dot-product rules accept that order): correct.
// VERDICT: correct
func.func @src(%x: tensor<1x2x2x2x1xf32>, %w: tensor<1x2x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x2x1xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %x, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2x1xf32>
  return %0 : tensor<1x1x2x2x1xf32>
}
func.func @tgt(%arg0: tensor<1x2x2x2x1xf32>, %arg1: tensor<1x2x1x1x1xf32>, %arg2: tensor<1xf32>) -> tensor<1x1x2x2x1xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tensor.empty() : tensor<2x1x1x1x1xf32>
  %transposed = linalg.transpose ins(%arg1 : tensor<1x2x1x1x1xf32>) outs(%2 : tensor<2x1x1x1x1xf32>) permutation = [1, 2, 3, 4, 0] 
  %3 = tensor.empty() : tensor<1x1x2x2x1xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1xf32>) outs(%3 : tensor<1x1x2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x1x2x2x1xf32>
  %5 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %transposed : tensor<1x2x2x2x1xf32>, tensor<2x1x1x1x1xf32>) outs(%4 : tensor<1x1x2x2x1xf32>) -> tensor<1x1x2x2x1xf32>
  return %5 : tensor<1x1x2x2x1xf32>
}
