// linalg.depthwise_conv_1d_nwc_wc on i8 (signed casts) -> generic zero-extending (arith.extui) the input:
// a negative input element becomes 256 + x: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#m1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%i: tensor<1x3x2xi8>, %f: tensor<2x2xi8>, %o: tensor<1x2x2xi32>) -> tensor<1x2x2xi32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %f : tensor<1x3x2xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @tgt(%i: tensor<1x3x2xi8>, %f: tensor<2x2xi8>, %o: tensor<1x2x2xi32>) -> tensor<1x2x2xi32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i, %f : tensor<1x3x2xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2xi32>) {
  ^bb0(%in0: i8, %in1: i8, %acc: i32):
    %v1 = arith.extui %in0 : i8 to i32
    %v2 = arith.extsi %in1 : i8 to i32
    %v3 = arith.muli %v1, %v2 : i32
    %v4 = arith.addi %acc, %v3 : i32
    linalg.yield %v4 : i32
  } -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
