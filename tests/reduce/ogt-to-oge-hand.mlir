// Golden reducer test: hand-written compare/select chain with a planted predicate bug.
// REDUCE-PIPELINE: tosa-lowering
// REDUCE-PLANT: plant-ogt-to-oge
// REDUCE-PASS: plant-ogt-to-oge
// REDUCE-KIND: miscompile
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %g = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %s = tosa.select %g, %a, %c : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = tosa.abs %s : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = tosa.clamp %e {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %l = tosa.logical_not %g : (tensor<2x3xi1>) -> tensor<2x3xi1>
  return %n, %l : tensor<2x3xf32>, tensor<2x3xi1>
}
