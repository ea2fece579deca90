// tosa.depthwise_conv2d dilation 2 (1x3x3x1 input, 2x2 kernel, M = 1 -> 1x1x1x1) -> fill +0.0 + a generalized depthwise generic with input map (n, h + 2 * kh, w + 2 * kw, c) and reductions over (kh, kw), then bias added last: correct.
// VERDICT: correct
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5 * 2, d2 + d6 * 2, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %cst = arith.constant 0.0 : f32
  %1 = tensor.empty() : tensor<1x1x1x1x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32>
  %4 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %w : tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) outs(%2 : tensor<1x1x1x1x1xf32>) {
  ^bb0(%in: f32, %k: f32, %acc: f32):
    %p = arith.mulf %in, %k : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1x1x1xf32>
  %collapsed = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x1x1x1x1xf32> into tensor<1x1x1x1xf32>
  %3 = tensor.empty() : tensor<1x1x1x1xf32>
  %5 = linalg.generic {indexing_maps = [#id4, #bc, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %b : tensor<1x1x1x1xf32>, tensor<1xf32>) outs(%3 : tensor<1x1x1x1xf32>) {
  ^bb0(%acc: f32, %bias: f32, %out: f32):
    %6 = arith.addf %acc, %bias : f32
    linalg.yield %6 : f32
  } -> tensor<1x1x1x1xf32>
  return %5 : tensor<1x1x1x1xf32>
}
