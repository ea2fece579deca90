// tosa.reduce_sum axis 1 of 1x2 f32 lowered as a reduction over the reversed row: (0 + x1) + x0 vs TOSA (0 + x0) + x1. With two addends this is no reassociation: +0.0 + x is x except for x = -0.0 (then +0.0), and y + -0.0 = y, so both sides are the IEEE sum of the same two values: correct.
// VERDICT: correct
// DOMAINS: abstract
// (The abstract domain proves it from the encoding's zero/commutativity facts in ~20 ms; the exact
// FPA domain alone times out at 20 s on this pair. An abstract proof is sound for IEEE.)
func.func @src(%a: tensor<1x2xf32>) -> tensor<1x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<1x2xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @tgt(%a: tensor<1x2xf32>) -> tensor<1x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x0 = tensor.extract %a[%c0, %c0] : tensor<1x2xf32>
  %x1 = tensor.extract %a[%c0, %c1] : tensor<1x2xf32>
  %rev = tensor.from_elements %x1, %x0 : tensor<1x2xf32>
  %e = tensor.empty() : tensor<1xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.reduce ins(%rev : tensor<1x2xf32>) outs(%f : tensor<1xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
  return %x : tensor<1x1xf32>
}
