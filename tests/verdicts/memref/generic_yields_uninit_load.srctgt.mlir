// A linalg.generic body that yields a load of never-written memory writes poison, as a memref.store of that
// value does; a loop doing the same load and store is its refinement (campaign false alarm e9ae1d0254ddbcd0:
// the generic's write counted the uninitialized value as defined).
// VERDICT: correct
#map = affine_map<(d0) -> (d0)>
func.func @src() -> memref<2xi1> {
  %out = memref.alloc() : memref<2xi1>
  %junk = memref.alloc() : memref<2xi1>
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%out : memref<2xi1>) {
  ^bb0(%o: i1):
    %i = linalg.index 0 : index
    %v = memref.load %junk[%i] : memref<2xi1>
    linalg.yield %v : i1
  }
  return %out : memref<2xi1>
}
func.func @tgt() -> memref<2xi1> {
  %out = memref.alloc() : memref<2xi1>
  %junk = memref.alloc() : memref<2xi1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %junk[%i] : memref<2xi1>
    memref.store %v, %out[%i] : memref<2xi1>
  }
  return %out : memref<2xi1>
}
