// tvfuzz-pair v1
// PASS: --linalg-fuse-elementwise-ops
// VERDICT: correct
// addi then muli on tensor<32x32xi32> (integer fusion).
module @src {
  func.func @f(%arg0: tensor<32x32xi32>, %arg1: tensor<32x32xi32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = tensor.empty() : tensor<32x32xi32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<32x32xi32>, tensor<32x32xi32>) outs(%0 : tensor<32x32xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %3 = arith.addi %in, %in_0 : i32
      linalg.yield %3 : i32
    } -> tensor<32x32xi32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %arg2 : tensor<32x32xi32>, tensor<32x32xi32>) outs(%0 : tensor<32x32xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %3 = arith.muli %in, %in_0 : i32
      linalg.yield %3 : i32
    } -> tensor<32x32xi32>
    return %2 : tensor<32x32xi32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<32x32xi32>, %arg1: tensor<32x32xi32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = tensor.empty() : tensor<32x32xi32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi32>) outs(%0 : tensor<32x32xi32>) {
    ^bb0(%in: i32, %in_0: i32, %in_1: i32, %out: i32):
      %2 = arith.addi %in, %in_0 : i32
      %3 = arith.muli %2, %in_1 : i32
      linalg.yield %3 : i32
    } -> tensor<32x32xi32>
    return %1 : tensor<32x32xi32>
  }
}
