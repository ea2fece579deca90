// tosa.abs on i32 (maxsi(x, 0 - x); abs(INT_MIN) is unpredictable in TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
