// Seed: tosa.matmul on f16 (f16 result) and on i8 with i32 accumulation and zero zero-points.
func.func @main(%a: tensor<1x2x2xf16>, %b: tensor<1x2x2xf16>, %c: tensor<1x2x3xi8>, %d: tensor<1x3x2xi8>) -> (tensor<1x2x2xf16>, tensor<1x2x2xi32>) {
  %hzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %hzp, %hzp : (tensor<1x2x2xf16>, tensor<1x2x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2xf16>
  %1 = tosa.matmul %c, %d, %izp, %izp : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0, %1 : tensor<1x2x2xf16>, tensor<1x2x2xi32>
}
