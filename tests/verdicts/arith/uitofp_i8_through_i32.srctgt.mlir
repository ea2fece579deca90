// uitofp x : i8 to f32 -> sitofp (extui x : i8 to i32) : i32 to f32: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: i8, %o: f32):
    %y = arith.uitofp %x0 : i8 to f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: i8, %o: f32):
    %w = arith.extui %x0 : i8 to i32
    %y = arith.sitofp %w : i32 to f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
