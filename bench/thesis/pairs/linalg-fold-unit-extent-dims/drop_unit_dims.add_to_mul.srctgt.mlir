// tvfuzz-pair v1
// PASS: --linalg-fold-unit-extent-dims
// VERDICT: miscompile
// planted bug: s/arith.addf/arith.mulf/ in the real output
module @src {
  func.func @f(%arg0: tensor<1x64x1x32xf32>, %arg1: tensor<1x1x1x32xf32>) -> tensor<1x64x1x32xf32> {
    %0 = tensor.empty() : tensor<1x64x1x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x64x1x32xf32>, tensor<1x1x1x32xf32>) outs(%0 : tensor<1x64x1x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.addf %in, %in_0 : f32
      linalg.yield %2 : f32
    } -> tensor<1x64x1x32xf32>
    return %1 : tensor<1x64x1x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<1x64x1x32xf32>, %arg1: tensor<1x1x1x32xf32>) -> tensor<1x64x1x32xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<1x64x1x32xf32> into tensor<64x32xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1, 2, 3]] : tensor<1x1x1x32xf32> into tensor<32xf32>
    %0 = tensor.empty() : tensor<64x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed_0 : tensor<64x32xf32>, tensor<32xf32>) outs(%0 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %2 = arith.mulf %in, %in_1 : f32
      linalg.yield %2 : f32
    } -> tensor<64x32xf32>
    %expanded = tensor.expand_shape %1 [[0, 1, 2], [3]] output_shape [1, 64, 1, 32] : tensor<64x32xf32> into tensor<1x64x1x32xf32>
    return %expanded : tensor<1x64x1x32xf32>
  }
}
