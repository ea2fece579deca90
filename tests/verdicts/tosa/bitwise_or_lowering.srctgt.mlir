// tosa.bitwise_or on i8 -> arith.ori: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>, %a1: tensor<2xi8>) -> tensor<2xi8> {
  %0 = tosa.bitwise_or %a0, %a1 : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xi8>, %a1: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi8>, tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %x1: i8, %o: i8):
    %y = arith.ori %x0, %x1 : i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
