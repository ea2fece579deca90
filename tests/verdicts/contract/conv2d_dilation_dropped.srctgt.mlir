// tosa.conv2d i8 x i8 -> i32 (zero points 0) with dilation 2 (1x3x3x1 input, 2x2 kernel -> 1x1x1x1, taps at the four corners) lowered with dilations 1 into the same 1x1x1x1 output (valid IR: the input is just larger than needed): the taps read the top-left 2x2 block instead of the corners: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x1x1x1xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi32>
  return %0 : tensor<1x1x1x1xi32>
}
func.func @tgt(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x1x1x1xi32> {
  %e = tensor.empty() : tensor<1x1x1x1xi32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xi32>) outs(%e : tensor<1x1x1x1xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x1x1x1xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>) outs(%i : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  return %c : tensor<1x1x1x1xi32>
}
