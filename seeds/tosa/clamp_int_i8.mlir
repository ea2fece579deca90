// Seed: integer tosa.clamp on i8 (range -128..127 narrowed to -3..5) and on i16.
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi16>) -> (tensor<4xi8>, tensor<4xi16>) {
  %0 = tosa.clamp %a {min_val = -3 : i8, max_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %b {min_val = -300 : i16, max_val = 300 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  return %0, %1 : tensor<4xi8>, tensor<4xi16>
}
