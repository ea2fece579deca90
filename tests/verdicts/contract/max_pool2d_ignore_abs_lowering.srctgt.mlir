// tosa.abs then tosa.max_pool2d nan_mode=IGNORE 2x2 -> absf generic + the MLIR 22 IGNORE lowering: fill -fMAX and a pooling generic maximumf(acc, in) that keeps acc when in is NaN, with no all-NaN flag (unlike reduce_max IGNORE). TOSA starts at NaN, so an all-NaN window gives NaN, the lowering -fMAX (-3.40282347E+38); the abs pre-step rules out the -fMAX/-Inf and signed-zero differences, leaving only this one: miscompile (candidate upstream bug).
// VERDICT: miscompile
// CHECK-FAILED: value
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mi = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%a: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %x = tosa.abs %a : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
func.func @tgt(%a: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %e0 = tensor.empty() : tensor<1x2x2x1xf32>
  %x = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x2x2x1xf32>) outs(%e0 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = math.absf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x2x1xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %0 = tensor.empty() : tensor<1x1x1x1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %2 = tensor.empty() : tensor<2x2xf32>
  %3 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %2 : tensor<1x2x2x1xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x1x1x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.maximumf %out, %in : f32
    %5 = arith.cmpf uno, %in, %in : f32
    %6 = arith.select %5, %out, %4 : f32
    linalg.yield %6 : f32
  } -> tensor<1x1x1x1xf32>
  return %3 : tensor<1x1x1x1xf32>
}
