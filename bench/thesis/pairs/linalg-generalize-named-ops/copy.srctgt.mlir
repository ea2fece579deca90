// tvfuzz-pair v1
// PASS: --linalg-generalize-named-ops
// VERDICT: correct
// linalg.copy of tensor<32x64xf32> and linalg.transpose of it (64x32) -> generic copies (values moved, not computed).
module @src {
  func.func @f(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> (tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = linalg.copy ins(%arg0 : tensor<32x64xf32>) outs(%arg1 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%0 : tensor<32x64xf32>) outs(%1 : tensor<64x32xf32>) permutation = [1, 0] 
    return %0, %transposed : tensor<32x64xf32>, tensor<64x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> (tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x64xf32>) outs(%arg1 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %1 = tensor.empty() : tensor<64x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x64xf32>) outs(%1 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    return %0, %2 : tensor<32x64xf32>, tensor<64x32xf32>
  }
}
