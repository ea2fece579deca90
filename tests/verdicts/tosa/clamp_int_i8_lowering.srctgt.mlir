// tosa.clamp on i8 [-3, 5] -> minsi(5, maxsi(-3, x)) (the tosa-to-linalg form): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %0 = tosa.clamp %a0 {min_val = -3 : i8, max_val = 5 : i8} : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: i8, %o: i8):
    %lo = arith.constant -3 : i8
    %hi = arith.constant 5 : i8
    %a = arith.maxsi %lo, %x0 : i8
    %y = arith.minsi %hi, %a : i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
