// The same pair under --fp-policy=strict (the literal reading of the TOSA pseudo-code, no either-sign
// set): the lowering's zero differs from apply_max_s's own on some input, so the literal reading reports it,
// as it did before the either-sign rule became the default (issue 13, --fp-policy=spec).
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// tosa.reduce_max axis 1 of 2x3 -> fill -Inf (minimum_s, the spec's start) + linalg.reduce arith.maximumf. The rows [-0.0, +0.0, -0.0] give -0.0 under the literal fold and +0.0 with maximumf; REDUCE_MAX lets a zero result have either sign: correct.
func.func @src(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %o : tensor<2x1xf32>
}
