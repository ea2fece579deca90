// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// a 1-D tensor<64xf32> producer (negf) broadcast along rows by the consumer on tensor<32x64xf32>.
module @src {
  func.func @f(%arg0: tensor<64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = tensor.empty() : tensor<64xf32>
    %1 = tensor.empty() : tensor<32x64xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.negf %in : f32
      linalg.yield %4 : f32
    } -> tensor<64xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64xf32>, tensor<32x64xf32>) outs(%1 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = tensor.empty() : tensor<32x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<64xf32>, tensor<32x64xf32>) outs(%0 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.negf %in : f32
      %3 = arith.mulf %2, %in_0 : f32
      linalg.yield %3 : f32
    } -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
}
