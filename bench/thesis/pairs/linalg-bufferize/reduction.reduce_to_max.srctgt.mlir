// tvfuzz-pair v1
// PASS: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// VERDICT: miscompile
// planted bug: s/arith.addf/arith.maximumf/ in the real output
module @src {
  func.func @f(%arg0: tensor<16x64xf32>, %arg1: f32) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x64xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %out, %in : f32
      linalg.yield %3 : f32
    } -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: memref<16x64xf32>, %arg1: f32) -> memref<16xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    linalg.fill ins(%arg1 : f32) outs(%alloc : memref<16xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<16x64xf32>) outs(%alloc : memref<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return %alloc : memref<16xf32>
  }
}
