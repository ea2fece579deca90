// the same lowering with the two zero points swapped in the linalg.conv_2d_nhwc_fhwc_q operands: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<1x2x3x1xi8>, %w: tensor<2x2x2x1xi8>) -> tensor<1x1x2x2xi32> {
  %b = "tosa.const"() <{values = dense<[1, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x3x1xi8>, tensor<2x2x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x2xi32>
  return %0 : tensor<1x1x2x2xi32>
}
func.func @tgt(%arg0: tensor<1x2x3x1xi8>, %arg1: tensor<2x2x2x1xi8>) -> tensor<1x1x2x2xi32> {
  %0 = "tosa.const"() <{values = dense<[1, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %1 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %3 = tensor.empty() : tensor<1x1x2x2xi32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<2xi32>) outs(%3 : tensor<1x1x2x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x1x2x2xi32>
  %c-3_i32 = arith.constant -3 : i32
  %c2_i32 = arith.constant 2 : i32
  %5 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %c2_i32, %c-3_i32 : tensor<1x2x3x1xi8>, tensor<2x2x2x1xi8>, i32, i32) outs(%4 : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  return %5 : tensor<1x1x2x2xi32>
}
