// tosa.reduce_max axis 0 of 2x2 i8 lowered with init -127 instead of -128 (off by one from minimum_s<i8>): a column of -128 gives -127: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2xi8>) -> tensor<1x2xi8> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x2xi8>) -> tensor<1x2xi8>
  return %0 : tensor<1x2xi8>
}
func.func @tgt(%a: tensor<2x2xi8>) -> tensor<1x2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %lo = arith.constant -127 : i8
  %f = linalg.fill ins(%lo : i8) outs(%e : tensor<2xi8>) -> tensor<2xi8>
  %r = linalg.reduce ins(%a : tensor<2x2xi8>) outs(%f : tensor<2xi8>) dimensions = [0]
    (%in: i8, %init: i8) {
      %m = arith.maxsi %in, %init : i8
      linalg.yield %m : i8
    }
  %o = tensor.expand_shape %r [[0, 1]] output_shape [1, 2] : tensor<2xi8> into tensor<1x2xi8>
  return %o : tensor<1x2xi8>
}
