// Seed: tosa.reduce_all and tosa.reduce_any on i1 along different axes.
func.func @main(%a: tensor<2x4xi1>) -> (tensor<2x1xi1>, tensor<1x4xi1>) {
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x4xi1>) -> tensor<2x1xi1>
  %1 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<2x4xi1>) -> tensor<1x4xi1>
  return %0, %1 : tensor<2x1xi1>, tensor<1x4xi1>
}
