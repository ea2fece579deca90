// tosa.conv2d i8 x i8 -> i32 with input_zp = 3, weight_zp = -2 -> exactly what tosa-to-linalg-named emits: the bias broadcast as the init and linalg.conv_2d_nhwc_fhwc_q with the zero points as i32 scalars: correct per the spec (integer reordering of the bias is harmless, overflow is a REQUIRE violation).
// VERDICT: correct
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %2 = tensor.empty() : tensor<1x2x2x2xi32>
  %3 = linalg.generic {indexing_maps = [#bc, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xi32>) outs(%2 : tensor<1x2x2x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x2xi32>
  %c3_i32 = arith.constant 3 : i32
  %cm2_i32 = arith.constant -2 : i32
  %4 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w, %c3_i32, %cm2_i32 : tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, i32, i32) outs(%3 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %4 : tensor<1x2x2x2xi32>
}
