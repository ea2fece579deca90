// tosa.const -> arith.constant with the same dense payload (NaN, -0.0, -Inf kept bit-exact): correct.
// VERDICT: correct
func.func @src() -> tensor<4xf32> {
  %0 = "tosa.const"() <{values = dense<[1.5, -0.0, 0x7FC00000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt() -> tensor<4xf32> {
  %0 = arith.constant dense<[1.5, -0.0, 0x7FC00000, 0xFF800000]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
