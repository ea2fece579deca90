// TOSA 1.0 checks REDUCE_SUM as a dot product, whose zero result may have either sign: folding a sum over a size-1 axis to its input (-0.0 where the literal 0 + -0.0 is +0.0, docs/BUGS.md #3) is compliant.
// VERDICT: correct
func.func @src(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %r = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %r : tensor<2x1xf32>
}
func.func @tgt(%x: tensor<2x1xf32>) -> tensor<2x1xf32> {
  return %x : tensor<2x1xf32>
}
