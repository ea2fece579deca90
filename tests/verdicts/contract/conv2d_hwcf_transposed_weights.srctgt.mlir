// tosa.conv2d with [OC, KH, KW, IC] weights -> linalg.transpose of the weights with permutation [1, 2, 3, 0] to [KH, KW, IC, OC], fill +0.0, linalg.conv_2d_nhwc_hwcf, bias added last: the same products in the same (ky, kx, ic) order: correct.
// VERDICT: correct
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<2x2x1x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}
func.func @tgt(%x: tensor<1x2x2x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x2x2xf32> {
  %et = tensor.empty() : tensor<2x1x1x2xf32>
  %wt = linalg.transpose ins(%w : tensor<2x2x1x1xf32>) outs(%et : tensor<2x1x1x2xf32>) permutation = [1, 2, 3, 0]
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %wt : tensor<1x2x2x1xf32>, tensor<2x1x1x2xf32>) outs(%f : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %e2 = tensor.empty() : tensor<1x1x2x2xf32>
  %r = linalg.generic {indexing_maps = [#id4, #bc, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x1x2x2xf32>, tensor<2xf32>) outs(%e2 : tensor<1x1x2x2xf32>) {
  ^bb0(%acc: f32, %bias: f32, %o: f32):
    %s = arith.addf %acc, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
