// affine mod lowered to a bare arith.remsi, which is negative for negative indices: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%i: index) -> index {
  %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  return %c : index
}
func.func @tgt(%i: index) -> index {
  %c4 = arith.constant 4 : index
  %c = arith.remsi %i, %c4 : index
  return %c : index
}
