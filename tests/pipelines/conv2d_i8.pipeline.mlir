// tosa.conv2d i8 x i8 -> i32 (zero points 0), 2x2 kernel, pad [1,0,1,0], per-channel i32 bias: lowered to tensor.pad 0 + bias-initialised linalg.conv_2d_nhwc_fhwc (integer, reordering the bias is harmless; overflow is a REQUIRE violation in TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x2x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
