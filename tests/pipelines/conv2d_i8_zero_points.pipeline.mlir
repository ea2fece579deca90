// tosa.conv2d i8 x i8 -> i32 with input_zp = 3, weight_zp = -2 and pad [1,0,1,0]: tosa-to-linalg-named pads with the input zero point (so padded taps contribute (3 - 3) * w = 0, as in TOSA) and emits linalg.conv_2d_nhwc_fhwc_q. Correct per the spec, but the validator has no semantics for the _q op.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
