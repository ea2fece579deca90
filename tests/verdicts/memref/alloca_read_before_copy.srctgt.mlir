// tgt reads the alloca before the copy fills it: the element is uninitialized (poison) where src
// reads the argument. Miscompile.
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%a: memref<2xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.copy %a, %m : memref<2xi32> to memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  return %x : i32
}
func.func @tgt(%a: memref<2xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  memref.copy %a, %m : memref<2xi32> to memref<2xi32>
  return %x : i32
}
