// The other side: src's generic yields a load of never-written memory (poison), tgt returns zeros; a tgt
// that defines what src leaves poison refines it, but the reverse pair (tgt poison where src computed a
// value) does not: here src writes constants and tgt the uninitialized load.
// VERDICT: miscompile
#map = affine_map<(d0) -> (d0)>
func.func @src() -> memref<2xi1> {
  %out = memref.alloc() : memref<2xi1>
  %f = arith.constant false
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%out : memref<2xi1>) {
  ^bb0(%o: i1):
    linalg.yield %f : i1
  }
  return %out : memref<2xi1>
}
func.func @tgt() -> memref<2xi1> {
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
