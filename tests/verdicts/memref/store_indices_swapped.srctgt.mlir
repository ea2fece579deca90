// Storing a transposed 2x2 through loops with the store indices swapped (a no-op transpose): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<2x2xi8>, %b: memref<2x2xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x2xi8>
      memref.store %x, %b[%j, %i] : memref<2x2xi8>
    }
  }
  return
}
func.func @tgt(%a: memref<2x2xi8>, %b: memref<2x2xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x2xi8>
      memref.store %x, %b[%i, %j] : memref<2x2xi8>
    }
  }
  return
}
