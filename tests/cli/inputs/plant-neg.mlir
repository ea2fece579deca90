// Hits plant-fail-neg under tosa-lowering (the pass fails on the negf of tosa.negate: a
// pass-failure finding); the other ops are there for the reducer to remove.
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.floor %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.negate %1, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %3 = tosa.ceil %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.abs %3 : (tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
