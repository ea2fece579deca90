// tvfuzz-pair v1
// PASS: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// VERDICT: correct
// a linalg.generic (a * b + c) on tensor<32x32xf32> into tensor.empty, returned: tensor arguments and result become identity-layout memrefs, the empty tensor a memref.alloc.
module @src {
  func.func @f(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = tensor.empty() : tensor<32x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %2 = arith.mulf %in, %in_0 : f32
      %3 = arith.addf %2, %in_1 : f32
      linalg.yield %3 : f32
    } -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>) -> memref<32x32xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>) outs(%alloc : memref<32x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %0, %in_1 : f32
      linalg.yield %1 : f32
    }
    return %alloc : memref<32x32xf32>
  }
}
