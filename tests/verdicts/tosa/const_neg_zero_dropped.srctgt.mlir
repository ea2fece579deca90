// tosa.const -> arith.constant that prints -0.0 as 0.0 (sign of zero lost): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src() -> tensor<2xf32> {
  %0 = "tosa.const"() <{values = dense<[-0.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %0 = arith.constant dense<[0.0, 2.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
