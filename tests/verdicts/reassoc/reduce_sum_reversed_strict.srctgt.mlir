// the pair of reassoc/reduce_sum_reversed under the default strict policy: summing in reverse order changes the rounding (e.g. 1e30, 1, -1e30, 1): miscompile; never correct. (Checked under --fp-policy=strict: the default spec policy lets a TOSA dot product sum its terms in any order.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Confirming a reassociation difference needs bit-blasted exact sums; on a loaded machine it can
// exceed the budget.)
func.func @src(%a: tensor<4xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<4xf32>) -> tensor<1xf32> {
  %rev = tosa.reverse %a {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%rev : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %o = tensor.expand_shape %r [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %o : tensor<1xf32>
}
