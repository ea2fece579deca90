// tosa.reduce_sum of [x0, x1, x2, x3] -> linalg.reduce of the first three elements only (extract_slice [0, 3)): the multisets differ by x3; e.g. x3 = 1, the rest 0 gives 1 vs 0 in every summation order: miscompile under --fp-policy=reassoc.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<4xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<4xf32>) -> tensor<1xf32> {
  %s3 = tensor.extract_slice %a[0] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%s3 : tensor<3xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %o = tensor.expand_shape %r [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %o : tensor<1xf32>
}
