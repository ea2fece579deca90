// Golden reducer test: the real MLIR 22 tosa-reduce-transposes bug (tests/bugs/tosa-reduce-transposes-negate-zp.pipeline.mlir) inside a larger program.
// REDUCE-PIPELINE: tosa-opt
// REDUCE-PASS: tosa-reduce-transposes
// REDUCE-KIND: invalid-ir
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %e = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = tosa.add %e, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.transpose %s {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.negate %0, %zp, %zp : (tensor<3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x2xf32>
  %a2 = tosa.abs %1 : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %2 = tosa.transpose %a2 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %m = tosa.maximum %2, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %f = tosa.floor %b : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %m, %f : tensor<2x3xf32>, tensor<2x3xf32>
}
