// tvfuzz-pair v1
// PASS: --one-shot-bufferize
// VERDICT: miscompile
// planted bug: s/memref.load %arg1\[%arg3, %arg2\]/memref.load %arg0[%arg3, %arg2]/ in the real output
module @src {
  func.func @f(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>, %arg2: index, %arg3: index) -> (f32, f32) {
    %0 = bufferization.to_tensor %arg0 restrict : memref<16x16xf32> to tensor<16x16xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<16x16xf32> to tensor<16x16xf32>
    %extracted = tensor.extract %0[%arg2, %arg3] : tensor<16x16xf32>
    %extracted_0 = tensor.extract %1[%arg3, %arg2] : tensor<16x16xf32>
    return %extracted, %extracted_0 : f32, f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>, %arg2: index, %arg3: index) -> (f32, f32) {
    %0 = memref.load %arg0[%arg2, %arg3] : memref<16x16xf32>
    %1 = memref.load %arg0[%arg3, %arg2] : memref<16x16xf32>
    return %0, %1 : f32, f32
  }
}
