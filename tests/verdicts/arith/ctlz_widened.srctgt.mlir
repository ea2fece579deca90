// math.ctlz x : i8 -> math.ctlz (extui x to i32) - 24: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %o: i8):
    %y = math.ctlz %x0 : i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %o: i8):
    %w = arith.extui %x0 : i8 to i32
    %c = math.ctlz %w : i32
    %k = arith.constant 24 : i32
    %d = arith.subi %c, %k : i32
    %y = arith.trunci %d : i32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
