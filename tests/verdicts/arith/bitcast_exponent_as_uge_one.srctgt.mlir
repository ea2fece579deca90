// cmpf uge |x|, 1.0 -> the biased exponent field ((bitcast x >> 23) & 255) is at least 127: Inf and every NaN encoding have exponent 255, as uge is true on NaN: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: f32, %o: i1):
    %one = arith.constant 1.0 : f32
    %ax = math.absf %x0 : f32
    %y = arith.cmpf uge, %ax, %one : f32
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: f32, %o: i1):
    %c23 = arith.constant 23 : i32
    %c255 = arith.constant 255 : i32
    %c127 = arith.constant 127 : i32
    %i = arith.bitcast %x0 : f32 to i32
    %s = arith.shrui %i, %c23 : i32
    %ex = arith.andi %s, %c255 : i32
    %y = arith.cmpi uge, %ex, %c127 : i32
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
