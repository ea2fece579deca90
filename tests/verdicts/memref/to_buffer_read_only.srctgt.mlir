// A buffer obtained by bufferization.to_buffer of a tensor argument is read-only (docs/DESIGN.md
// Memory): tgt writes into it in place of a fresh buffer. UB in tgt only: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%t: tensor<2xi32>, %v: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  %b = bufferization.to_buffer %t : tensor<2xi32> to memref<2xi32>
  %m = memref.alloc() : memref<2xi32>
  memref.copy %b, %m : memref<2xi32> to memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  %r = bufferization.to_tensor %m : memref<2xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @tgt(%t: tensor<2xi32>, %v: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  %b = bufferization.to_buffer %t : tensor<2xi32> to memref<2xi32>
  memref.store %v, %b[%c0] : memref<2xi32>
  %r = bufferization.to_tensor %b : memref<2xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}
