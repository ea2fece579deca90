// tosa.argmax nan_mode = IGNORE axis 1 of abs(x).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  %x = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.argmax %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
