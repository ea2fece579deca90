// tvfuzz-pair v1
// PASS: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// VERDICT: correct
// tensor.extract_slice of an 8x16 window of a 32x32 f32 tensor, an elementwise linalg.generic (x * s) on it into tensor.empty, tensor.insert_slice into the second 32x32 argument -> a subview of the first argument feeding the generic, which writes a memref.alloc, copied into a subview of the second argument's buffer, which is returned (under bufferize-function-boundaries the arguments are writable, so the insert is in place).
module @src {
  func.func @f(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: f32) -> tensor<32x32xf32> {
    %extracted_slice = tensor.extract_slice %arg0[4, 8] [8, 16] [1, 1] : tensor<32x32xf32> to tensor<8x16xf32>
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.mulf %in, %arg2 : f32
      linalg.yield %2 : f32
    } -> tensor<8x16xf32>
    %inserted_slice = tensor.insert_slice %1 into %arg1[16, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x32xf32>
    return %inserted_slice : tensor<32x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: f32) -> memref<32x32xf32> {
    %subview = memref.subview %arg0[4, 8] [8, 16] [1, 1] : memref<32x32xf32> to memref<8x16xf32, strided<[32, 1], offset: 136>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<8x16xf32, strided<[32, 1], offset: 136>>) outs(%alloc : memref<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %arg2 : f32
      linalg.yield %0 : f32
    }
    %subview_0 = memref.subview %arg1[16, 0] [8, 16] [1, 1] : memref<32x32xf32> to memref<8x16xf32, strided<[32, 1], offset: 512>>
    memref.copy %alloc, %subview_0 : memref<8x16xf32> to memref<8x16xf32, strided<[32, 1], offset: 512>>
    return %arg1 : memref<32x32xf32>
  }
}
