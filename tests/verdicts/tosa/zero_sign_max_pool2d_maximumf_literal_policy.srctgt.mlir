// The same pair under --fp-policy=strict (the literal reading of the TOSA pseudo-code, no either-sign
// set): the lowering's zero differs from apply_max_s's own on some input, so the literal reading reports it,
// as it did before the either-sign rule became the default (issue 13, --fp-policy=spec).
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// tosa.max_pool2d 2x2 stride 1 on 1x3x3x1 -> fill -Inf (the spec's start) + linalg.pooling_nhwc_max (body arith.maximumf). A window of [-0.0, +0.0, ...] gives -0.0 under the literal fold and +0.0 with maximumf; MAX_POOL2D lets a zero result have either sign: correct.
func.func @src(%x: tensor<1x3x3x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%x: tensor<1x3x3x1xf32>) -> tensor<1x2x2x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %win : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
