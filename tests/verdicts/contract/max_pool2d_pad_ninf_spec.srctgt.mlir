// tosa.max_pool2d 2x2, pad [1,0,1,0] on 1x2x2x1 -> tensor.pad with -Inf, fill -Inf, spec-form pooling generic. TOSA skips padded positions; a -Inf pad element is neutral for apply_max_s(acc, -Inf) (it keeps acc, NaN included, and cannot tie with a zero): correct.
// VERDICT: correct
#mi = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x2x1xf32> to tensor<1x3x3x1xf32>
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%p, %win : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %k: f32, %acc: f32):
    %ge = arith.cmpf uge, %acc, %in : f32
    %m = arith.select %ge, %acc, %in : f32
    %n = arith.cmpf uno, %in, %in : f32
    %y = arith.select %n, %in, %m : f32
    linalg.yield %y : f32
  } -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
