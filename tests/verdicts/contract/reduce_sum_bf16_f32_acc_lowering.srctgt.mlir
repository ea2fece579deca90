// tosa.reduce_sum on bf16 (TOSA accumulates bf16 sums in fp32 and casts the result back) -> the MLIR 22 lowering: fill f32 +0.0, linalg.reduce with extf + addf in f32, then a truncf generic and expand_shape: the same f32 sum and one rounding to bf16: correct.
// VERDICT: correct
#id = affine_map<(d0) -> (d0)>
func.func @src(%a: tensor<2x2xbf16>) -> tensor<2x1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x2xbf16>) -> tensor<2x1xbf16>
  return %0 : tensor<2x1xbf16>
}
func.func @tgt(%a: tensor<2x2xbf16>) -> tensor<2x1xbf16> {
  %e = tensor.empty() : tensor<2xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x2xbf16>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: bf16, %init: f32) {
      %w = arith.extf %in : bf16 to f32
      %s = arith.addf %w, %init : f32
      linalg.yield %s : f32
    }
  %e2 = tensor.empty() : tensor<2xbf16>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<2xf32>) outs(%e2 : tensor<2xbf16>) {
  ^bb0(%in: f32, %o: bf16):
    %n = arith.truncf %in : f32 to bf16
    linalg.yield %n : bf16
  } -> tensor<2xbf16>
  %x = tensor.expand_shape %t [[0, 1]] output_shape [2, 1] : tensor<2xbf16> into tensor<2x1xbf16>
  return %x : tensor<2x1xbf16>
}
