// linalg.pooling_nhwc_min -> generic with arith.maximumf (min pooling lowered as max pooling):
// any window with two different values gives a different result: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%i: tensor<1x2x3x1xf32>, %o: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x2x3x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
func.func @tgt(%i: tensor<1x2x3x1xf32>, %o: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %w : tensor<1x2x3x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x1xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v2 = arith.maximumf %acc, %in0 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
