// tosa.const dense<[-8, 7, -1, 3]> : tensor<4xi4> -> arith.constant dense<[-8, 7, -1, 2]> (a folder that drops the low bit of one element): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src() -> tensor<4xi4> {
  %0 = "tosa.const"() <{values = dense<[-8, 7, -1, 3]> : tensor<4xi4>}> : () -> tensor<4xi4>
  return %0 : tensor<4xi4>
}
func.func @tgt() -> tensor<4xi4> {
  %0 = arith.constant dense<[-8, 7, -1, 2]> : tensor<4xi4>
  return %0 : tensor<4xi4>
}
