// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.clamp [0, 6] (relu6) on tensor<8x8x16xf32>.
module @src {
  func.func @f(%arg0: tensor<8x8x16xf32>) -> tensor<8x8x16xf32> {
    %0 = tosa.clamp %arg0 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    return %0 : tensor<8x8x16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<8x8x16xf32>) -> tensor<8x8x16xf32> {
    %0 = tensor.empty() : tensor<8x8x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x8x16xf32>) outs(%0 : tensor<8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 6.000000e+00 : f32
      %2 = arith.minimumf %in, %cst_0 : f32
      %3 = arith.maximumf %2, %cst : f32
      linalg.yield %3 : f32
    } -> tensor<8x8x16xf32>
    return %1 : tensor<8x8x16xf32>
  }
}
