// tosa.reduce_sum axis 1 of 1x3 f32 lowered as a reduction over the row reversed first (extract + from_elements, then fill +0.0 + linalg.reduce): ((0 + x2) + x1) + x0 instead of ((0 + x0) + x1) + x2, a reassociation that changes rounding (x = [1, 1e30, -1e30] gives 0 in index order but 1 backwards): miscompile under the default strict policy. (Checked under --fp-policy=strict: the default spec policy lets a TOSA dot product sum its terms in any order.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Confirming a rounding difference needs exact values; never correct.)
func.func @src(%a: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<1x3xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @tgt(%a: tensor<1x3xf32>) -> tensor<1x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x0 = tensor.extract %a[%c0, %c0] : tensor<1x3xf32>
  %x1 = tensor.extract %a[%c0, %c1] : tensor<1x3xf32>
  %x2 = tensor.extract %a[%c0, %c2] : tensor<1x3xf32>
  %rev = tensor.from_elements %x2, %x1, %x0 : tensor<1x3xf32>
  %e = tensor.empty() : tensor<1xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.reduce ins(%rev : tensor<1x3xf32>) outs(%f : tensor<1xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
  return %x : tensor<1x1xf32>
}
