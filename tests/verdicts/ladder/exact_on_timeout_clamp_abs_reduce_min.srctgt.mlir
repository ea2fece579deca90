// tosa.clamp (nan_mode IGNORE) + tosa.abs + tosa.reduce_min over 5 f32 values, and its tosa-to-linalg
// lowering (campaign campW, a deferred pair: docs/BENCHMARKS.md "The tail of a default campaign"). The
// abstract domain does not decide it within 5 s (the min chain over abstract values); the exact domain
// proves it in about 0.3 s. With --exact-on-timeout (what the campaign's deferred re-checks use) the
// abstract timeout hands the pair to the exact domain: correct.
// TV-ARGS: --timeout-ms=2000 --exact-on-timeout
// VERDICT: correct
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @src(%arg0: tensor<5x1x1xf32>) -> (tensor<5x1x1xf32>, tensor<1x1x1xf32>) {
  %0 = tosa.clamp %arg0 {max_val = 1.600000e+01 : f32, min_val = 1.17549421E-38 : f32, nan_mode = IGNORE} : (tensor<5x1x1xf32>) -> tensor<5x1x1xf32>
  %1 = tosa.abs %0 : (tensor<5x1x1xf32>) -> tensor<5x1x1xf32>
  %2 = tosa.reduce_min %1 {axis = 0 : i32} : (tensor<5x1x1xf32>) -> tensor<1x1x1xf32>
  return %1, %2 : tensor<5x1x1xf32>, tensor<1x1x1xf32>
}
func.func @tgt(%arg0: tensor<5x1x1xf32>) -> (tensor<5x1x1xf32>, tensor<1x1x1xf32>) {
  %0 = tensor.empty() : tensor<5x1x1xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x1x1xf32>) outs(%0 : tensor<5x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.17549421E-38 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %6 = arith.minimumf %in, %cst_1 : f32
    %7 = arith.maximumf %6, %cst_0 : f32
    %8 = arith.cmpf uno, %in, %in : f32
    %9 = arith.select %8, %cst_0, %7 : f32
    linalg.yield %9 : f32
  } -> tensor<5x1x1xf32>
  %2 = tensor.empty() : tensor<5x1x1xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<5x1x1xf32>) outs(%2 : tensor<5x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = math.absf %in : f32
    linalg.yield %6 : f32
  } -> tensor<5x1x1xf32>
  %4 = tensor.empty() : tensor<1x1xf32>
  %cst = arith.constant 3.40282347E+38 : f32
  %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %reduced = linalg.reduce ins(%3 : tensor<5x1x1xf32>) outs(%5 : tensor<1x1xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %6 = arith.minimumf %in, %init : f32
      linalg.yield %6 : f32
    }
  %expanded = tensor.expand_shape %reduced [[0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
  return %3, %expanded : tensor<5x1x1xf32>, tensor<1x1x1xf32>
}
