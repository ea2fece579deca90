// arith.minnumf of opposite zeros may be either zero, at every element on its own. A linalg.generic
// evaluates its body once per point, so each point is a choice of its own: the arith-expand form
// (cmpf ult + select) gives +0 for (-0, +0) and -0 for (+0, -0), which is one allowed result.
// Concrete screening once keyed the choice by the body op alone, so one choice covered every point
// and this pair was a false miscompile.
// VERDICT: correct
#map = affine_map<(d0) -> (d0)>
func.func @src(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.minnumf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %lt = arith.cmpf ult, %x, %y : f32
    %s = arith.select %lt, %x, %y : f32
    %nan = arith.cmpf uno, %x, %x : f32
    %m = arith.select %nan, %y, %s : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
