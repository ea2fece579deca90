// scf.for with unsignedCmp on i8 bounds 100 to 200 step 50 runs two iterations (bounds are unsigned numbers
// of their width, not sign-extended): correct against the unrolled stores.
// VERDICT: correct
func.func @src(%b: memref<1xi8>) {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 200 : i8
  %s = arith.constant 50 : i8
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%acc = %z) -> (i8) : i8 {
    %n = arith.addi %acc, %one : i8
    scf.yield %n : i8
  }
  memref.store %r, %b[%c0] : memref<1xi8>
  return
}
func.func @tgt(%b: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2 : i8
  memref.store %two, %b[%c0] : memref<1xi8>
  return
}
