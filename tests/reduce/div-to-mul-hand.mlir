// Golden reducer test: hand-written chain around tosa.reciprocal with a planted divf bug.
// REDUCE-PIPELINE: tosa-lowering
// REDUCE-PLANT: plant-div-to-mul
// REDUCE-PASS: plant-div-to-mul
// REDUCE-KIND: miscompile
// REDUCE-DELTA: -arith.divf,+arith.mulf
func.func @main(%a: tensor<3x2xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.mul %a, %b, %sh : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<1xi8>) -> tensor<3x2xf32>
  %r = tosa.reciprocal %m : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %f = tosa.floor %r : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %t = tosa.transpose %f {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %c = tosa.ceil %t : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %t2 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %t2 : tensor<3x2xf32>
}
