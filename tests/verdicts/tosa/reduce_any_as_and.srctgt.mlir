// tosa.reduce_any lowered with arith.andi in the reduction (and true init): [true, false] gives false: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %0 = tosa.reduce_any %a0 {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  return %0 : tensor<2x1xi1>
}
func.func @tgt(%a0: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %cst = arith.constant 1 : i1
  %f = linalg.fill ins(%cst : i1) outs(%e : tensor<2xi1>) -> tensor<2xi1>
  %r = linalg.reduce ins(%a0 : tensor<2x2xi1>) outs(%f : tensor<2xi1>) dimensions = [1]
    (%in: i1, %init: i1) {
      %y = arith.andi %in, %init : i1
      linalg.yield %y : i1
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
  return %x : tensor<2x1xi1>
}
