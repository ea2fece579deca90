// the pair of reassoc/reduce_sum_nested_rebracketed under the default strict policy: ((x00 + x01) + x10) + x11 vs (x00 + x01) + (x10 + x11) round differently: miscompile; never correct. (Checked under --fp-policy=strict: the default spec policy lets a TOSA dot product sum its terms in any order.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Confirming a reassociation difference needs bit-blasted exact sums; on a loaded machine it can
// exceed the budget.)
func.func @src(%a: tensor<2x2xf32>) -> tensor<1x1xf32> {
  %s4 = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %flat = tosa.reshape %a, %s4 : (tensor<2x2xf32>, !tosa.shape<1>) -> tensor<4xf32>
  %sum = tosa.reduce_sum %flat {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  %s11 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %sum, %s11 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
  return %r : tensor<1x1xf32>
}
func.func @tgt(%a: tensor<2x2xf32>) -> tensor<1x1xf32> {
  %rows = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  %r = tosa.reduce_sum %rows {axis = 0 : i32} : (tensor<2x1xf32>) -> tensor<1x1xf32>
  return %r : tensor<1x1xf32>
}
