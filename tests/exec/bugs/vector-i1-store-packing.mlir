// docs/BUGS.md #27: a vector<4xi1> written to a memref<4xi1> by convert-vector-to-llvm's
// lowering is an LLVM store of <4 x i1>, which LLVM packs into one byte, while the memref's i1
// elements are a byte each. Writing [false, false, false, true] into four zeroed elements and
// reading them back gives [8, 0, 0, 0] (the packed byte in element 0) instead of [0, 0, 0, 1].
// Run by tests/exec/bugs/run.sh with the lowering written there.
// BUGS-ENTRY: 27
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant false
  %m = memref.alloc() : memref<4xi1>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %m[%i] : memref<4xi1>
  }
  %v = arith.constant dense<[false, false, false, true]> : vector<4xi1>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xi1>, memref<4xi1>
  %o = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %m[%i] : memref<4xi1>
    %y = arith.extui %x : i1 to i32
    memref.store %y, %o[%i] : memref<4xi32>
  }
  %u = memref.cast %o : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<4xi1>
  memref.dealloc %o : memref<4xi32>
  return
}
