// tosa.reduce_all axis 0 of tensor<3xi1> lowered with arith.ori in the reduction (init true kept): the result is always true, so [true, false, true] gives true instead of false: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<3xi1>) -> tensor<1xi1> {
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<3xi1>) -> tensor<1xi1>
  return %0 : tensor<1xi1>
}
func.func @tgt(%a: tensor<3xi1>) -> tensor<1xi1> {
  %e = tensor.empty() : tensor<i1>
  %t = arith.constant true
  %f = linalg.fill ins(%t : i1) outs(%e : tensor<i1>) -> tensor<i1>
  %r = linalg.reduce ins(%a : tensor<3xi1>) outs(%f : tensor<i1>) dimensions = [0]
    (%in: i1, %init: i1) {
      %y = arith.ori %in, %init : i1
      linalg.yield %y : i1
    }
  %o = tensor.expand_shape %r [] output_shape [1] : tensor<i1> into tensor<1xi1>
  return %o : tensor<1xi1>
}
