// tosa-infer-shapes: add with a dynamic result type tensor<?xf32> -> add with the inferred static type followed by tensor.cast to tensor<?xf32>: correct.
// VERDICT: correct
func.func @src(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @tgt(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = tensor.cast %0 : tensor<2xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
