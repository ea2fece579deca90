// tosa.reduce_max of |x| (no -0.0 can occur) -> tosa.reverse then tosa.reduce_max: max/min reductions stay ordered folds of exact comparisons under --fp-policy=reassoc (nothing rounds); with no signed-zero ties the order cannot matter: correct.
// VERDICT: correct
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<4xf32>) -> tensor<1xf32> {
  %abs = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %0 = tosa.reduce_max %abs {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<4xf32>) -> tensor<1xf32> {
  %abs = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %rev = tosa.reverse %abs {axis = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %0 = tosa.reduce_max %rev {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
