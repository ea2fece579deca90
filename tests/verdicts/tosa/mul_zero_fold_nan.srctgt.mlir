// TOSA 1.0 accepts either sign for a zero product, but NaN * 0 and Inf * 0 must be NaN: the folder's x * 0.0 -> 0.0 (docs/BUGS.md #7) stays wrong under the spec policy.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %x, %z, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  return %z : tensor<4xf32>
}
