// bufferization.to_tensor reads the buffer's contents at that point; a later store does not change the
// tensor. tgt reads after the store: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<2xi32>, %v: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32>
  memref.copy %a, %m : memref<2xi32> to memref<2xi32>
  %t = bufferization.to_tensor %m : memref<2xi32> to tensor<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  return %t : tensor<2xi32>
}
func.func @tgt(%a: memref<2xi32>, %v: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32>
  memref.copy %a, %m : memref<2xi32> to memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  %t = bufferization.to_tensor %m : memref<2xi32> to tensor<2xi32>
  return %t : tensor<2xi32>
}
