// Seed: FP edge arithmetic: fMAX + fMAX overflows to +Inf, subnormal * 0.5 underflows, Inf - Inf is NaN, -0.0 + -0.0 stays -0.0.
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = "tosa.const"() <{values = dense<[0x7F7FFFFF, 0x00000001, 0x7F800000, -0.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %y = "tosa.const"() <{values = dense<[0x7F7FFFFF, 0.5, 0xFF800000, -0.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.mul %x, %y, %shift : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  %2 = tosa.add %a, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2, %1 : tensor<4xf32>, tensor<4xf32>
}
