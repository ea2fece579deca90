// Seed: i16 element type: clamp, bitwise_or, logical_left_shift, cast to i32.
func.func @main(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<[1, 2, 3, 15]> : tensor<4xi16>}> : () -> tensor<4xi16>
  %0 = tosa.bitwise_or %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = tosa.logical_left_shift %0, %s : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %2 = tosa.clamp %1 {min_val = -1000 : i16, max_val = 1000 : i16} : (tensor<4xi16>) -> tensor<4xi16>
  %3 = tosa.cast %2 : (tensor<4xi16>) -> tensor<4xi32>
  return %3 : tensor<4xi32>
}
