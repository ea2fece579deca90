// Golden reducer test: the real tosa-reduce-transposes negate bug hidden in one branch of a tosa.cond_if (exercises inline-region).
// REDUCE-PIPELINE: tosa-opt
// REDUCE-PASS: tosa-reduce-transposes
// REDUCE-KIND: invalid-ir
func.func @main(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%x1: tensor<2x3xf32>, %y1: tensor<2x3xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %0 = tosa.transpose %x1 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = tosa.negate %0, %zp, %zp : (tensor<3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x2xf32>
    %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
    tosa.yield %2 : tensor<2x3xf32>
  } else {
  ^bb0(%x2: tensor<2x3xf32>, %y2: tensor<2x3xf32>):
    %3 = tosa.add %x2, %y2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %3 : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
