// A valid tosa program (tvfuzz opt/regress: every pass validates as correct).
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.sub %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %0 : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
