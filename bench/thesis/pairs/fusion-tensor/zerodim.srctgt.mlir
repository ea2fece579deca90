// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// zero-rank tensor<f32> producer (addf of two scalars) broadcast into a tensor<32x32xf32> consumer.
module @src {
  func.func @f(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = tensor.empty() : tensor<f32>
    %1 = tensor.empty() : tensor<32x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%arg0, %arg1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.addf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<f32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<f32>, tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.divf %in_0, %in : f32
      linalg.yield %4 : f32
    } -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = tensor.empty() : tensor<32x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<f32>, tensor<f32>, tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %2 = arith.addf %in, %in_0 : f32
      %3 = arith.divf %in_1, %2 : f32
      linalg.yield %3 : f32
    } -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
}
