// tosa.reduce_any lowered with arith.xori in the reduction (init false): a row with two true values gives false (parity instead of any): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %0 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  return %0 : tensor<2x1xi1>
}
func.func @tgt(%a: tensor<2x2xi1>) -> tensor<2x1xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %fl = arith.constant false
  %f = linalg.fill ins(%fl : i1) outs(%e : tensor<2xi1>) -> tensor<2xi1>
  %r = linalg.reduce ins(%a : tensor<2x2xi1>) outs(%f : tensor<2xi1>) dimensions = [1]
    (%in: i1, %init: i1) {
      %y = arith.xori %in, %init : i1
      linalg.yield %y : i1
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
  return %o : tensor<2x1xi1>
}
