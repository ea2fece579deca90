// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// as sum, the reduction body written addf %acc, %x (commuted).
module @src {
  func.func @f(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%0 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = arith.mulf %in, %in_0 : f32
      linalg.yield %3 : f32
    } -> tensor<16x64xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<16x64xf32>) outs(%arg2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %out, %in : f32
      linalg.yield %3 : f32
    } -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%arg2 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
