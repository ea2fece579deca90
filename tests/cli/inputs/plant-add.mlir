// Hits plant-add-to-mul under tosa-lowering (the addf of tosa.add becomes a mulf); the other ops are
// there for the reducer to remove.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.floor %b : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.ceil %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.abs %3 : (tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
