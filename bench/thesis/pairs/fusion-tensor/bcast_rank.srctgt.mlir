// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// a 2-D producer (mulf) on tensor<16x32xf32> read by a 3-D consumer through (d0, d1, d2) -> (d0, d2), broadcast over 4 (tensor<16x4x32xf32>, 2,048 elements).
module @src {
  func.func @f(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x4x32xf32>) -> tensor<16x4x32xf32> {
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = tensor.empty() : tensor<16x4x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%0 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<16x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x32xf32>, tensor<16x4x32xf32>) outs(%1 : tensor<16x4x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.subf %in_0, %in : f32
      linalg.yield %4 : f32
    } -> tensor<16x4x32xf32>
    return %3 : tensor<16x4x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x4x32xf32>) -> tensor<16x4x32xf32> {
    %0 = tensor.empty() : tensor<16x4x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x4x32xf32>) outs(%0 : tensor<16x4x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %2 = arith.mulf %in, %in_0 : f32
      %3 = arith.subf %in_1, %2 : f32
      linalg.yield %3 : f32
    } -> tensor<16x4x32xf32>
    return %1 : tensor<16x4x32xf32>
  }
}
