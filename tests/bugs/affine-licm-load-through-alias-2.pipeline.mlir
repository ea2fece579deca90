// A second form of docs/BUGS.md #36 (named there: campJ's a7e44da1d4f57ac2, seen again in campaign campP):
// affine-loop-invariant-code-motion hoists a load through an alias of a buffer out of the loop that stores
// to the buffer, so it reads the buffer before the stores. Reduced by tvfuzz triage to the pass alone.
// BUG: not yet reported upstream (docs/BUGS.md #36)
// BUGS-ENTRY: 36
// PIPELINE: builtin.module(func.func(affine-loop-invariant-code-motion))
// EXPECT: miscompile
// EXPECT-PASS: affine-loop-invariant-code-motion
module {
  func.func @main(%arg0: memref<2xf32>) -> memref<2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    affine.store %cst, %alloc[] : memref<f32>
    %expand_shape = memref.expand_shape %alloc [] output_shape [1] : memref<f32> into memref<1xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    affine.for %arg1 = 0 to 2 {
      %0 = affine.load %arg0[%arg1] : memref<2xf32>
      %1 = affine.load %alloc[] : memref<f32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %alloc[] : memref<f32>
      %3 = affine.load %expand_shape[0] : memref<1xf32>
      %4 = arith.addf %0, %3 : f32
      affine.store %4, %alloc_0[%arg1] : memref<2xf32>
    }
    memref.dealloc %alloc : memref<f32>
    return %alloc_0 : memref<2xf32>
  }
}
