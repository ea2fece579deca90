// ROW: fold-tensor-extract-op
// PASSES: --one-shot-bufferize
// NOTE: an scf.for (32 iterations, step 2) summing tensor.extract's of the to_tensor view of a 1024-element f32 buffer at k and k+512 -> memref.load in the loop.
// BUG: step_offset | arith.addi %arg1, %c512 | arith.addi %arg1, %c1
func.func @f(%m: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c512 = arith.constant 512 : index
  %z = arith.constant 0.0 : f32
  %t = bufferization.to_tensor %m restrict : memref<1024xf32> to tensor<1024xf32>
  %r = scf.for %k = %c0 to %c64 step %c2 iter_args(%acc = %z) -> (f32) {
    %k2 = arith.addi %k, %c512 : index
    %x = tensor.extract %t[%k] : tensor<1024xf32>
    %y = tensor.extract %t[%k2] : tensor<1024xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  return %r : f32
}
