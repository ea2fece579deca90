// affine floordiv, ceildiv and mod on a symbolic index against arith.floordivsi, arith.ceildivsi and remsi with
// the sign fix-up (affine rounds toward -infinity / +infinity, and mod has the divisor's sign), for negative
// indices too; correct.
// VERDICT: correct
func.func @src(%i: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %b = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  return %a, %b, %c : index, index, index
}
func.func @tgt(%i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = arith.floordivsi %i, %c4 : index
  %b = arith.ceildivsi %i, %c4 : index
  %r = arith.remsi %i, %c4 : index
  %neg = arith.cmpi slt, %r, %c0 : index
  %rp = arith.addi %r, %c4 : index
  %c = arith.select %neg, %rp, %r : index
  return %a, %b, %c : index, index, index
}
