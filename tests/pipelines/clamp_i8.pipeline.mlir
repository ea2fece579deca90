// tosa.clamp on i8 [-3, 5].
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %a {min_val = -3 : i8, max_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
