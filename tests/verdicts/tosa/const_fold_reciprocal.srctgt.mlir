// tosa-layerwise-constant-fold: reciprocal of const [2.0, -0.0] -> const [0.5, -Inf]: correct; the abstract domain cannot evaluate 1 / 2.
// VERDICT: correct
// (The abstract domain proves this one: constants fold exactly and the
// identity/commutativity facts of the encoding suffice.)
func.func @src() -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[2.0, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.reciprocal %c : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[0.5, 0xFF800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
