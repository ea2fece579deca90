// tosa.conv2d on i8 with an i8 bias and an i32 output: MLIR 22's verifier accepts it, TOSA 1.0 types the bias
// out_t (i32 here). Invalid input naming the op; it used to crash the validator inside Z3 (issue 28).
// VERDICT: invalid-input
// SKIP-IDENTITY
func.func @src(%x: tensor<1x4x4x2xi8>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi8>) -> tensor<1x4x4x3xi32> {
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zi, %zi {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}
func.func @tgt(%x: tensor<1x4x4x2xi8>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi8>) -> tensor<1x4x4x3xi32> {
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zi, %zi {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x1x1x2xi8>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}
