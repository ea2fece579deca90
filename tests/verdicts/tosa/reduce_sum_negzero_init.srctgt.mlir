// tosa.reduce_sum lowered with a -0.0 initial value: a row of -0.0 sums to -0.0, while TOSA (accumulator starts at +0.0) returns +0.0: miscompile. (Under --fp-policy=strict only: a zero dot product may have either sign under the default spec policy.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
// (The exact domain alone times out at 20 s on this pair: bit-blasted f32 multiply/add
// chains. The abstract run confirms its counterexample with an exact check seeded by the
// abstract model; docs/BENCHMARKS.md lists the exact-only timeouts.)
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %cst = arith.constant -0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a0 : tensor<2x2xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %y = arith.addf %in, %init : f32
      linalg.yield %y : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %x : tensor<2x1xf32>
}
