// tosa.conv2d stride 2 (i8 x i8 -> i32, zero points 0; 1x4x4x1 input, 2x2 kernel, no padding) lowered with strides 1 into the same 1x2x2x1 output: output (0, 1) reads the window at x = 1 instead of x = 2: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x4x4x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @tgt(%x: tensor<1x4x4x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %e = tensor.empty() : tensor<1x2x2x1xi32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xi32>) outs(%e : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x1xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x4x1xi8>, tensor<1x2x2x1xi8>) outs(%i : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %c : tensor<1x2x2x1xi32>
}
