// tosa.matmul with batch 1 -> collapse_shape away the batch dim, fill +0.0 + linalg.matmul on 2-D operands, expand_shape back: same products in the same k order: correct.
// VERDICT: correct
func.func @src(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
  %b2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a2, %b2 : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = tensor.expand_shape %m [[0, 1], [2]] output_shape [1, 2, 2] : tensor<2x2xf32> into tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
