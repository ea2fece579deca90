// tosa.cast i32 -> i8 -> arith.trunci (keeps the low 8 bits, as TOSA truncate does): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi8> {
  %0 = tosa.cast %a0 : (tensor<2xi32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i32, %o: i8):
    %y = arith.trunci %x0 : i32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
