// arith.select on a data-dependent i1 -> scf.if with the regions swapped: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%c: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %cond = tensor.extract %c[] : tensor<i1>
  %r = arith.select %cond, %a, %b : tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @tgt(%c: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %cond = tensor.extract %c[] : tensor<i1>
  %r = scf.if %cond -> (tensor<3xf32>) {
    scf.yield %b : tensor<3xf32>
  } else {
    scf.yield %a : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
