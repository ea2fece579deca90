// Seed: tosa.cast from i8 / i16 / i32 to f32, f16 and bf16 (i32 -> f16 can round and overflow to Inf).
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi16>, %c: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xbf16>, tensor<4xf16>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xf32>
  %1 = tosa.cast %b : (tensor<4xi16>) -> tensor<4xbf16>
  %2 = tosa.cast %c : (tensor<4xi32>) -> tensor<4xf16>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xbf16>, tensor<4xf16>
}
