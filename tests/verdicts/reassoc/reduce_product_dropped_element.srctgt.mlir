// tosa.reduce_product of [x0, x1, x2] -> x0 * x1 (x2 dropped): e.g. x = [1, 1, 0] gives 0 vs 1 in every multiplication order: miscompile under --fp-policy=reassoc.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<3xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<3xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x0 = tensor.extract %a[%c0] : tensor<3xf32>
  %x1 = tensor.extract %a[%c1] : tensor<3xf32>
  %p = arith.mulf %x0, %x1 : f32
  %r = tensor.from_elements %p : tensor<1xf32>
  return %r : tensor<1xf32>
}
