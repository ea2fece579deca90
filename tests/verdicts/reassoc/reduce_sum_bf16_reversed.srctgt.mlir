// tosa.reduce_sum of 3 bf16 values (TOSA accumulates bf16 sums in f32 and rounds once) -> a generic that extends to f32, sums in reverse order into a +0.0 f32 init, then truncates: the same f32 multiset: correct under --fp-policy=reassoc.
// VERDICT: correct
// TV-ARGS: --fp-policy=reassoc
#id = affine_map<(d0) -> (d0)>
#red = affine_map<(d0) -> ()>
func.func @src(%a: tensor<3xbf16>) -> tensor<1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xbf16>) -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}
func.func @tgt(%a: tensor<3xbf16>) -> tensor<1xbf16> {
  %rev = tosa.reverse %a {axis = 0 : i32} : (tensor<3xbf16>) -> tensor<3xbf16>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction"]} ins(%rev : tensor<3xbf16>) outs(%f : tensor<f32>) {
  ^bb0(%x: bf16, %acc: f32):
    %w = arith.extf %x : bf16 to f32
    %t = arith.addf %w, %acc : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %o = tensor.expand_shape %s [] output_shape [1] : tensor<f32> into tensor<1xf32>
  %r = tosa.cast %o : (tensor<1xf32>) -> tensor<1xbf16>
  return %r : tensor<1xbf16>
}
