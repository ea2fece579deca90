// tosa.reduce_sum of [x0, x1, x2] -> scalar adds (x0 + x1) + x1: x2 replaced by x1; e.g. x = [0, 0, 1] gives 1 vs 0 in every summation order: miscompile under --fp-policy=reassoc.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<3xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<3xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x0 = tensor.extract %a[%c0] : tensor<3xf32>
  %x1 = tensor.extract %a[%c1] : tensor<3xf32>
  %z = arith.constant 0.0 : f32
  %s0 = arith.addf %z, %x0 : f32
  %s1 = arith.addf %s0, %x1 : f32
  %s2 = arith.addf %s1, %x1 : f32
  %r = tensor.from_elements %s2 : tensor<1xf32>
  return %r : tensor<1xf32>
}
