// tosa.cast i8 -> i1 -> arith.cmpi ne, x, 0 (any non-zero is true): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi1> {
  %0 = tosa.cast %a0 : (tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: i8, %o: i1):
    %z = arith.constant 0 : i8
    %y = arith.cmpi ne, %x0, %z : i8
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
