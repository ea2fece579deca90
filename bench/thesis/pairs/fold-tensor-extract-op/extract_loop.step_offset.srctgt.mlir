// tvfuzz-pair v1
// PASS: --one-shot-bufferize
// VERDICT: miscompile
// planted bug: s/arith.addi %arg1, %c512/arith.addi %arg1, %c1/ in the real output
module @src {
  func.func @f(%arg0: memref<1024xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = bufferization.to_tensor %arg0 restrict : memref<1024xf32> to tensor<1024xf32>
    %1 = scf.for %arg1 = %c0 to %c64 step %c2 iter_args(%arg2 = %cst) -> (f32) {
      %2 = arith.addi %arg1, %c512 : index
      %extracted = tensor.extract %0[%arg1] : tensor<1024xf32>
      %extracted_0 = tensor.extract %0[%2] : tensor<1024xf32>
      %3 = arith.mulf %extracted, %extracted_0 : f32
      %4 = arith.addf %arg2, %3 : f32
      scf.yield %4 : f32
    }
    return %1 : f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<1024xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg1 = %c0 to %c64 step %c2 iter_args(%arg2 = %cst) -> (f32) {
      %1 = arith.addi %arg1, %c1 : index
      %2 = memref.load %arg0[%arg1] : memref<1024xf32>
      %3 = memref.load %arg0[%1] : memref<1024xf32>
      %4 = arith.mulf %2, %3 : f32
      %5 = arith.addf %arg2, %4 : f32
      scf.yield %5 : f32
    }
    return %0 : f32
  }
}
