// tvfuzz-pair v1
// PASS: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// VERDICT: miscompile
// planted bug: s/linalg.fill ins\(%cst : f32\)/linalg.fill ins(%cst_0 : f32)/ in the real output
module @src {
  func.func @f(%arg0: tensor<16x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%1 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<16x16xf32>) {
    ^bb0(%out: f32):
      %4 = arith.addf %out, %cst_0 : f32
      linalg.yield %4 : f32
    } -> tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: memref<16x32xf32>, %arg1: memref<32x16xf32>) -> memref<16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<16x16xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<16x32xf32>, memref<32x16xf32>) outs(%alloc : memref<16x16xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<16x16xf32>) {
    ^bb0(%out: f32):
      %0 = arith.addf %out, %cst_0 : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<16x16xf32>
  }
}
