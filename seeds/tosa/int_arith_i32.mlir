// Seed: i32 add/sub/mul (shift 0), abs and negate (integer zero points) - wraparound-sensitive integer chain.
func.func @main(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.add %a, %b : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %1 = tosa.sub %0, %b : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = tosa.mul %1, %a, %shift : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<1xi8>) -> tensor<2x2xi32>
  %3 = tosa.abs %2 : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %4 = tosa.negate %3, %zp, %zp : (tensor<2x2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x2xi32>
  return %4 : tensor<2x2xi32>
}
