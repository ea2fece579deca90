// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// three generics (subf, mulf, maximumf with 0.0: a relu) on tensor<4x16x16xf32> -> one generic.
module @src {
  func.func @f(%arg0: tensor<4x16x16xf32>, %arg1: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = tensor.empty() : tensor<4x16x16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%0 : tensor<4x16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.subf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%0 : tensor<4x16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x16xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<4x16x16xf32>) outs(%0 : tensor<4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.maximumf %in, %cst : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x16xf32>
    return %3 : tensor<4x16x16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<4x16x16xf32>, %arg1: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x16x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%0 : tensor<4x16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.subf %in, %in_0 : f32
      %3 = arith.mulf %2, %in_0 : f32
      %4 = arith.maximumf %3, %cst : f32
      linalg.yield %4 : f32
    } -> tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
}
