// tosa.intdiv on i32 (division by zero and INT_MIN / -1 are unpredictable in TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
