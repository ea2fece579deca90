// tosa.maximum x, y (PROPAGATE) -> select(cmpf uge x y, x, y) followed by select(isnan(y), y, .): exactly apply_max_s (NaN if either is NaN, else the first operand on ties): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %ge = arith.cmpf uge, %x0, %x1 : f32
    %m = arith.select %ge, %x0, %x1 : f32
    %n1 = arith.cmpf uno, %x1, %x1 : f32
    %y = arith.select %n1, %x1, %m : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
