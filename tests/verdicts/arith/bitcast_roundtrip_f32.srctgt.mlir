// bitcast (bitcast x : f32 to i32) : i32 to f32 -> x: the bits define the float exactly, and every NaN encoding is the NaN (any NaN refines any NaN): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %i = arith.bitcast %x0 : f32 to i32
    %y = arith.bitcast %i : i32 to f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
