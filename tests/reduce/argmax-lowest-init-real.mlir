// Golden reducer test: the real MLIR 22 tosa-to-linalg argmax bug (docs/BUGS.md #4,
// tests/bugs/tosa-to-linalg-argmax-lowest-init.pipeline.mlir: the running maximum starts from the
// lowest finite value instead of -Inf) inside a larger program. (This replaces a golden test built
// on tosa.maximum of -0.0/+0.0, which is no finding: TOSA allows either sign for a zero result.)
// REDUCE-PIPELINE: tosa-lowering
// REDUCE-PASS: tosa-to-linalg
// REDUCE-KIND: miscompile
// REDUCE-SRC-OPS: tosa.argmax
func.func @main(%a: tensor<2x3xf16>, %b: tensor<1x3xf16>) -> (tensor<3xi32>, tensor<2x3xf16>) {
  %c = "tosa.const"() <{values = dense<[[1.5, -2.0, 0xFC00]]> : tensor<1x3xf16>}> : () -> tensor<1x3xf16>
  %s = tosa.add %b, %c : (tensor<1x3xf16>, tensor<1x3xf16>) -> tensor<1x3xf16>
  %f = tosa.floor %a : (tensor<2x3xf16>) -> tensor<2x3xf16>
  %m = tosa.sub %f, %s : (tensor<2x3xf16>, tensor<1x3xf16>) -> tensor<2x3xf16>
  %am = tosa.argmax %m {axis = 0 : i32} : (tensor<2x3xf16>) -> tensor<3xi32>
  %t = tosa.transpose %m {perms = array<i32: 1, 0>} : (tensor<2x3xf16>) -> tensor<3x2xf16>
  %t2 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<3x2xf16>) -> tensor<2x3xf16>
  return %am, %t2 : tensor<3xi32>, tensor<2x3xf16>
}
