// Hits plant-max-to-min under tosa-lowering (the maximumf of tosa.maximum becomes a minimumf); the
// other ops are there for the reducer to remove.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.floor %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.ceil %b : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.maximum %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.abs %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.floor %3 : (tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
