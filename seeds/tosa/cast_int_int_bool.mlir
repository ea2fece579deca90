// Seed: integer-to-integer casts (i8 -> i32 sign extend, i32 -> i8 truncate, i16 -> i8) and bool casts (i1 -> i32, i8 -> i1).
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi32>, %c: tensor<4xi16>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi8>, tensor<4xi8>, tensor<4xi32>, tensor<4xi1>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %1 = tosa.cast %b : (tensor<4xi32>) -> tensor<4xi8>
  %2 = tosa.cast %c : (tensor<4xi16>) -> tensor<4xi8>
  %3 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xi32>
  %4 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi8>, tensor<4xi8>, tensor<4xi32>, tensor<4xi1>
}
