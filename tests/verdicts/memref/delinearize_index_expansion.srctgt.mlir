// affine.delinearize_index into (4, 8) and affine.linearize_index by (4, 8) on a symbolic index (what
// fold-memref-alias-ops emits for loads through collapse/expand_shape) against their expansion with floordiv/mod
// (affine-expand-index-ops), negative indices included; correct.
// VERDICT: correct
func.func @src(%x: index, %i: index, %j: index) -> (index, index, index) {
  %d:2 = affine.delinearize_index %x into (4, 8) : index, index
  %l = affine.linearize_index [%i, %j] by (4, 8) : index
  return %d#0, %d#1, %l : index, index, index
}
func.func @tgt(%x: index, %i: index, %j: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%x)
  %b = affine.apply affine_map<(d0) -> (d0 mod 8)>(%x)
  %l = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
  return %a, %b, %l : index, index, index
}
