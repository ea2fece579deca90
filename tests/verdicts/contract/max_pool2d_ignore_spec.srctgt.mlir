// tosa.max_pool2d nan_mode=IGNORE 2x2 -> fill NaN (IGNORE starts at NaN) + pooling generic with body apply_max_s(acc, in, IGNORE): isnan(acc) ? in : (isnan(in) ? acc : (acc oge in ? acc : in)); an all-NaN window gives NaN: correct.
// VERDICT: correct
#mi = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %nan = arith.constant 0x7FC00000 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%nan : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %win : tensor<1x2x2x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x1x1x1xf32>) {
  ^bb0(%in: f32, %k: f32, %acc: f32):
    %ge = arith.cmpf oge, %acc, %in : f32
    %m = arith.select %ge, %acc, %in : f32
    %ni = arith.cmpf uno, %in, %in : f32
    %m2 = arith.select %ni, %acc, %m : f32
    %na = arith.cmpf uno, %acc, %acc : f32
    %y = arith.select %na, %in, %m2 : f32
    linalg.yield %y : f32
  } -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
