// tosa.intdiv on i32 -> arith.divsi (truncating; division by zero and INT_MIN / -1 are unpredictable in TOSA and UB in arith): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.intdiv %a0, %a1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %y = arith.divsi %x0, %x1 : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
