// tensor.generate yielding 10 * i -> constant [0, 10, 20]: correct.
// VERDICT: correct
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
  %c = arith.constant dense<[0, 10, 20]> : tensor<3xi32>
  return %c : tensor<3xi32>
}
