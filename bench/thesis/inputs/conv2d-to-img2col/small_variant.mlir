// ROW: conv2d-to-img2col
// PASSES: --transform-interpreter
// VARIANT: smaller than the thesis test: 1x6x6x2 * 3x3x2x4 -> 1x4x4x4 (explicit encoder)
// BUG: mul_to_sub | %(\d+) = arith.mulf %in, %in_1 : f32 | %\1 = arith.subf %in, %in_1 : f32
// NOTE: smaller variant of nhwc_hwcf (not counted in the table).
func.func @conv(%in: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>, %out: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%in, %w : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.structured.convert_conv2d_to_img2col %c : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
