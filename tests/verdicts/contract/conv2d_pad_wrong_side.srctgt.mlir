// tosa.conv2d pad [top 1, bottom 0, left 1, right 0], stride 2 (i8 x i8 -> i32, zero points 0) lowered with the padding on the wrong sides (tensor.pad low[0, 0, 0, 0] high[0, 1, 1, 0]; same padded shape): every window shifts by one row and one column: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @tgt(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %pv = arith.constant 0 : i8
  %padded = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pv : i8
  } : tensor<1x3x3x1xi8> to tensor<1x4x4x1xi8>
  %e = tensor.empty() : tensor<1x2x2x1xi32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xi32>) outs(%e : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x1xi32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %w : tensor<1x4x4x1xi8>, tensor<1x2x2x1xi8>) outs(%i : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %c : tensor<1x2x2x1xi32>
}
