// tensor.generate yielding 10 * i folded to [10, 20, 30] (as if i started at 1): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src() -> tensor<3xi32> {
  %g = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 10 : index
    %m = arith.muli %i, %c : index
    %v = arith.index_cast %m : index to i32
    tensor.yield %v : i32
  } : tensor<3xi32>
  return %g : tensor<3xi32>
}
func.func @tgt() -> tensor<3xi32> {
  %c = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  return %c : tensor<3xi32>
}
