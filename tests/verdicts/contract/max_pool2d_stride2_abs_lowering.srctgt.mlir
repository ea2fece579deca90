// tosa.abs then tosa.max_pool2d 2x2 stride 2 on 1x4x4x1 -> absf generic + the MLIR 22 lowering (fill -fMAX + linalg.pooling_nhwc_max strides 2, whose body is maximumf): with inputs >= +0.0 or NaN neither the -fMAX start nor a signed-zero tie can show, and NaN propagates in both: correct.
// VERDICT: correct
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%a: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %x = tosa.abs %a : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%a: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %e0 = tensor.empty() : tensor<1x4x4x1xf32>
  %x = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x4x4x1xf32>) outs(%e0 : tensor<1x4x4x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = math.absf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4x1xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %0 = tensor.empty() : tensor<1x2x2x1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %2 = tensor.empty() : tensor<2x2xf32>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %2 : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %3 : tensor<1x2x2x1xf32>
}
