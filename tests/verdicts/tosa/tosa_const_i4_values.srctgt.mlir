// tosa.const dense<[-8, 7, -1, 3]> : tensor<4xi4> (TOSA 1.0 EXT-INT4) -> tensor.from_elements of scalar arith.constants: the sub-byte dense data must be read sign-extended, as the scalar integer attributes are: correct.
// VERDICT: correct
func.func @src() -> tensor<4xi4> {
  %0 = "tosa.const"() <{values = dense<[-8, 7, -1, 3]> : tensor<4xi4>}> : () -> tensor<4xi4>
  return %0 : tensor<4xi4>
}
func.func @tgt() -> tensor<4xi4> {
  %a = arith.constant -8 : i4
  %b = arith.constant 7 : i4
  %c = arith.constant -1 : i4
  %d = arith.constant 3 : i4
  %0 = tensor.from_elements %a, %b, %c, %d : tensor<4xi4>
  return %0 : tensor<4xi4>
}
