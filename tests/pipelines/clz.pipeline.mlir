// tosa.clz on i32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.clz %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
