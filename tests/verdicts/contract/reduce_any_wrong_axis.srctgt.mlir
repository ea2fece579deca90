// tosa.reduce_any axis 1 of 2x2 i1 lowered with linalg.reduce dimensions [0] (the 2-element result has the same shape): [[true, true], [false, false]] gives [true, false] in TOSA (row-wise) but [true, true] column-wise: miscompile.
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
  %r = linalg.reduce ins(%a : tensor<2x2xi1>) outs(%f : tensor<2xi1>) dimensions = [0]
    (%in: i1, %init: i1) {
      %y = arith.ori %in, %init : i1
      linalg.yield %y : i1
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
  return %o : tensor<2x1xi1>
}
