// A helper that fills a buffer argument, called twice inside an scf.for (the shape of the alias checks
// bufferization-lower-deallocations puts in @dealloc_helper): each call site gets its own copy of the body;
// correct.
// VERDICT: correct
func.func private @put(%m: memref<3xi32>, %i: index, %v: i32) {
  %old = memref.load %m[%i] : memref<3xi32>
  %s = arith.addi %old, %v : i32
  memref.store %s, %m[%i] : memref<3xi32>
  return
}
func.func @src(%m: memref<3xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %w = arith.addi %v, %v : i32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %w, %m[%i] : memref<3xi32>
  }
  return
}
func.func @tgt(%m: memref<3xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %z, %m[%i] : memref<3xi32>
    func.call @put(%m, %i, %v) : (memref<3xi32>, index, i32) -> ()
    func.call @put(%m, %i, %v) : (memref<3xi32>, index, i32) -> ()
  }
  return
}
