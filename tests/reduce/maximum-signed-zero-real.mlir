// Golden reducer test: real finding at tosa-to-linalg (tosa.maximum of -0.0/+0.0 under the literal TOSA pseudo-code) inside a chain.
// REDUCE-PIPELINE: tosa-lowering
// REDUCE-PASS: tosa-to-linalg
// REDUCE-KIND: miscompile
// REDUCE-SRC-OPS: tosa.maximum
func.func @main(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %c = "tosa.const"() <{values = dense<[[1.5, -2.0, 0x7FC00000]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
  %s = tosa.add %b, %c : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %f = tosa.floor %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = tosa.maximum %f, %s : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %r = tosa.reciprocal %m : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = tosa.transpose %r {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %t2 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %t2 : tensor<2x3xf32>
}
