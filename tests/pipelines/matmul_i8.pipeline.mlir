// tosa.matmul i8 x i8 -> i32 with zero points 0: fill 0 + linalg.batch_matmul, whose body sign-extends the operands to i32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}
