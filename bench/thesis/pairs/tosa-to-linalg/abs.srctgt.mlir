// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.abs on tensor<16x64xf32>.
module @src {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %0 = tosa.abs %arg0 : (tensor<16x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x64xf32>) outs(%0 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.absf %in : f32
      linalg.yield %2 : f32
    } -> tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
}
