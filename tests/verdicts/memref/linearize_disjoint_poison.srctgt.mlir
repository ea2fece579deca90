// linearize_index disjoint promises its indices are within the basis: a tgt that adds the promise where src
// computes the sum for every index is more poisonous; miscompile (poison).
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%i: index, %j: index) -> index {
  %l = affine.linearize_index [%i, %j] by (4, 8) : index
  return %l : index
}
func.func @tgt(%i: index, %j: index) -> index {
  %l = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  return %l : index
}
