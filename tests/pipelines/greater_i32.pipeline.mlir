// tosa.greater on i32 (cmpi sgt).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = tosa.greater %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
