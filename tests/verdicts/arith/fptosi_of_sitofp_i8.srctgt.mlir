// fptosi (sitofp x : i8 to f32) : f32 to i8 -> x: exact round trip: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %o: i8):
    %f = arith.sitofp %x0 : i8 to f32
    %y = arith.fptosi %f : f32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %o: i8):
    linalg.yield %x0 : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
