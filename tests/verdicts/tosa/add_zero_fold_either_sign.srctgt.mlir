// TOSA 1.0 checks ADD to 0.5 ulp in fp64, where -0.0 == +0.0: the folder's x + 0.0 -> x (which keeps -0.0 where the literal sum is +0.0, docs/BUGS.md #8) is compliant.
// VERDICT: correct
func.func @src(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
