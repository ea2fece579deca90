// reduce_sum_lowering with one planted change inside the 64-wide sum: the linalg.reduce body computes %init - %in instead of %in + %init: miscompile at stage value. The abstract counterexample (level 0) is confirmed by the lazy concrete replay (encoder/lazy_replay.c: the element's 64 reads set to 1..64, src = 2080, tgt = -2080); the exact domain alone times out on the bit-blasted 64-step sum, so only the abstract domain runs here.
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
// TV-ARGS: --timeout-ms=30000
func.func @src(%a: tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 3 : i32} : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32>
  return %0 : tensor<1x56x56x1xf32>
}
func.func @tgt(%arg0: tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32> {
  %0 = tensor.empty() : tensor<1x56x56xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x56x56xf32>) -> tensor<1x56x56xf32>
  %reduced = linalg.reduce ins(%arg0 : tensor<1x56x56x64xf32>) outs(%1 : tensor<1x56x56xf32>) dimensions = [3] 
    (%in: f32, %init: f32) {
      %2 = arith.subf %init, %in : f32
      linalg.yield %2 : f32
    }
  %expanded = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [1, 56, 56, 1] : tensor<1x56x56xf32> into tensor<1x56x56x1xf32>
  return %expanded : tensor<1x56x56x1xf32>
}
