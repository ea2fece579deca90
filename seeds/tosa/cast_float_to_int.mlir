// Seed: tosa.cast from f32 to i8 / i16 / i32 (round to nearest, saturating) and from f16 to i8.
func.func @main(%a: tensor<4xf32>, %h: tensor<4xf16>) -> (tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi8>) {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi8>
  %1 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi16>
  %2 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi32>
  %3 = tosa.cast %h : (tensor<4xf16>) -> tensor<4xi8>
  return %0, %1, %2, %3 : tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi8>
}
