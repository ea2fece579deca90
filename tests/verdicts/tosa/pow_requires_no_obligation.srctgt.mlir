// POW.tosac REQUIREs x >= 0, x > 0 or y > 0, no NaN and finite operands: elsewhere the result is unpredictable, so a target that returns NaN for x < 0 (as exp(y * log(x)) does) owes nothing there; -0.0 >= 0, so x = -0.0 with y > 0 stays defined.
// VERDICT: correct
func.func @src(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.pow %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %n = "tosa.const"() <{values = dense<0x7FC00000> : tensor<4xf32>}> : () -> tensor<4xf32>
  %p = tosa.pow %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %pos = tosa.greater_equal %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %r = tosa.select %pos, %p, %n : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
