// ROW: conv2d-to-img2col
// PASSES: --transform-interpreter
// NOTE: linalg.conv_2d_nhwc_hwcf 1x16x16x4 * 3x3x4x16 -> 1x14x14x16 (the thesis's img2col test size) rewritten by transform.structured.convert_conv2d_to_img2col: im2col generic 1x196x36 + matmul-like generic + collapse/expand.
// BUG: mul_to_sub | %(\d+) = arith.mulf %in, %in_1 : f32 | %\1 = arith.subf %in, %in_1 : f32
func.func @conv(%in: tensor<1x16x16x4xf32>, %w: tensor<3x3x4x16xf32>, %out: tensor<1x14x14x16xf32>) -> tensor<1x14x14x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in, %w : tensor<1x16x16x4xf32>, tensor<3x3x4x16xf32>) outs(%out : tensor<1x14x14x16xf32>) -> tensor<1x14x14x16xf32>
  return %0 : tensor<1x14x14x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.structured.convert_conv2d_to_img2col %c : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
