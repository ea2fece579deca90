// BUG: not yet reported upstream (found by tvfuzz on the vectorize preset, generated program seed 5005; reduced by hand)
// affine-super-vectorize vectorizes a 2-iteration loop of arith.divsi with vector<4xi32>: lanes 2 and 3 of
// the divisor are the padding of an out-of-bounds vector.transfer_read (ub.poison), and arith.divsi on
// vectors is undefined when any element divides by zero, so the vectorized loop has undefined behaviour on
// every input where the scalar loop has none. Compiled (tvfuzz exec with this pipeline) it dies with
// SIGFPE on the input -1, -1 / -1, -1.
// BUGS-ENTRY: 28
// PIPELINE: builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))
// EXPECT: miscompile
func.func @main(%a: memref<2xi32>, %b: memref<2xi32>, %c: memref<2xi32>) {
  affine.for %i = 0 to 2 {
    %x = affine.load %a[%i] : memref<2xi32>
    %y = affine.load %b[%i] : memref<2xi32>
    %z = arith.divsi %x, %y : i32
    affine.store %z, %c[%i] : memref<2xi32>
  }
  return
}
