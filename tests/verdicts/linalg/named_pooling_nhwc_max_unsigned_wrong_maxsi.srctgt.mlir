// linalg.pooling_nhwc_max_unsigned on i8 -> generic with a signed max (arith.maxsi):
// window {0x80, 1}: unsigned max 128 (0x80), signed max 1: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%i: tensor<1x2x3x1xi8>, %o: tensor<1x1x2x1xi8>) -> tensor<1x1x2x1xi8> {
  %w = tensor.empty() : tensor<2x2xi8>
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x2x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x1x2x1xi8>) -> tensor<1x1x2x1xi8>
  return %r : tensor<1x1x2x1xi8>
}
func.func @tgt(%i: tensor<1x2x3x1xi8>, %o: tensor<1x1x2x1xi8>) -> tensor<1x1x2x1xi8> {
  %w = tensor.empty() : tensor<2x2xi8>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %w : tensor<1x2x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x1x2x1xi8>) {
  ^bb0(%in0: i8, %in1: i8, %acc: i8):
    %v2 = arith.maxsi %acc, %in0 : i8
    linalg.yield %v2 : i8
  } -> tensor<1x1x2x1xi8>
  return %r : tensor<1x1x2x1xi8>
}
