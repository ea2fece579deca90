// tvfuzz-pair v1
// PASS: --one-shot-bufferize
// VERDICT: correct
// tensor.extract at constant indices of `bufferization.to_tensor %m restrict` (32x32 f32 buffer) -> memref.load %m (the IREE pass's rewrite, done in MLIR 22 by one-shot-bufferize).
module @src {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: f32) -> f32 {
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c31 = arith.constant 31 : index
    %0 = bufferization.to_tensor %arg0 restrict : memref<32x32xf32> to tensor<32x32xf32>
    %extracted = tensor.extract %0[%c7, %c2] : tensor<32x32xf32>
    %extracted_0 = tensor.extract %0[%c31, %c31] : tensor<32x32xf32>
    %extracted_1 = tensor.extract %0[%c2, %c7] : tensor<32x32xf32>
    %1 = arith.mulf %extracted, %arg1 : f32
    %2 = arith.subf %extracted_0, %extracted_1 : f32
    %3 = arith.addf %1, %2 : f32
    return %3 : f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: f32) -> f32 {
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c31 = arith.constant 31 : index
    %0 = memref.load %arg0[%c7, %c2] : memref<32x32xf32>
    %1 = memref.load %arg0[%c31, %c31] : memref<32x32xf32>
    %2 = memref.load %arg0[%c2, %c7] : memref<32x32xf32>
    %3 = arith.mulf %0, %arg1 : f32
    %4 = arith.subf %1, %2 : f32
    %5 = arith.addf %3, %4 : f32
    return %5 : f32
  }
}
