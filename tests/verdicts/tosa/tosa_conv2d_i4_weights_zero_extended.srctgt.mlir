// tosa.conv2d with i8 input and i4 weights -> a linalg.generic convolution that zero-extends the weights (arith.extui) instead of sign-extending them: a weight of -1 reads as 15: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#in = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh + kh, ow + kw, c)>
#wt = affine_map<(n, oh, ow, f, kh, kw, c) -> (f, kh, kw, c)>
#out = affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>
func.func @src(%arg0: tensor<1x3x3x2xi8>, %arg1: tensor<2x2x2x2xi4>, %arg2: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi4>}> : () -> tensor<1xi4>
  %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %1 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xi8>, tensor<2x2x2x2xi4>, tensor<2xi32>, tensor<1xi8>, tensor<1xi4>) -> tensor<1x2x2x2xi32>
  return %2 : tensor<1x2x2x2xi32>
}
func.func @tgt(%arg0: tensor<1x3x3x2xi8>, %arg1: tensor<2x2x2x2xi4>, %arg2: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %2 = tensor.empty() : tensor<1x2x2x2xi32>
  %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2xi32>) outs(%2 : tensor<1x2x2x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x2xi32>
  %4 = linalg.generic {indexing_maps = [#in, #wt, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x2xi8>, tensor<2x2x2x2xi4>) outs(%3 : tensor<1x2x2x2xi32>) {
  ^bb0(%x: i8, %w: i4, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %we = arith.extui %w : i4 to i32
    %p = arith.muli %xe, %we : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x2x2x2xi32>
  return %4 : tensor<1x2x2x2xi32>
}
