// affine-loop-invariant-code-motion hoists `affine.load %expand_shape[...]` out of both loops although
// the loop body stores to %alloc, of which %expand_shape is a view: isOpLoopInvariant only looks for
// conflicting users of the same memref SSA value (its own FIXME: "missing checking aliases"), not of
// aliases. The hoisted load runs before the store of FLT_MAX and reads uninitialized memory (poison in
// @tgt where @src computes a comparison); run with mlir-runner-22 a loop that stores in[i] into %a[0] and
// reads it back through the view gives [7, 7] instead of [1, 2]. From a TOSA reduce_min + greater_equal
// program through the `affine-loops`-style presets (campaign signature 0ba2746bce9d43d1, campJ, 2 hits,
// reduced by tvfuzz triage; a7e44da1d4f57ac2 of the same campaign is the same bug after #24).
// @tgt is what `mlir-opt-22 --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion))'`
// produces for @src.
// BUG: not yet reported upstream (tvfuzz signature 0ba2746bce9d43d1; docs/BUGS.md #36)
// BUGS-ENTRY: 36
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%arg0: memref<1x2xf32>) -> memref<1x2xi1> {
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 0 : index
  %cst = arith.constant 3.40282347E+38 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
  %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [1, 1] : memref<1xf32> into memref<1x1xf32>
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x2xi1>
  affine.for %arg1 = 0 to 1 {
    affine.store %cst, %alloc[%c0] : memref<1xf32>
    affine.for %arg2 = 0 to 2 {
      %0 = affine.load %arg0[%arg1, %arg2] : memref<1x2xf32>
      %1 = affine.load %alloc[%arg1] : memref<1xf32>
      %2 = arith.minimumf %0, %1 : f32
      affine.store %2, %alloc[%arg1] : memref<1xf32>
      %3 = affine.load %expand_shape[%c0_0, 0] : memref<1x1xf32>
      %4 = affine.load %arg0[%c0_0, %arg2] : memref<1x2xf32>
      %5 = arith.cmpf oge, %3, %4 : f32
      affine.store %5, %alloc_1[%c0_0, %arg2] : memref<1x2xi1>
    }
  }
  memref.dealloc %alloc : memref<1xf32>
  return %alloc_1 : memref<1x2xi1>
}
func.func @tgt(%arg0: memref<1x2xf32>) -> memref<1x2xi1> {
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 0 : index
  %cst = arith.constant 3.40282347E+38 : f32
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
  %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [1, 1] : memref<1xf32> into memref<1x1xf32>
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x2xi1>
  %0 = affine.load %expand_shape[%c0_0, 0] : memref<1x1xf32>
  affine.for %arg1 = 0 to 1 {
    affine.store %cst, %alloc[%c0] : memref<1xf32>
    affine.for %arg2 = 0 to 2 {
      %1 = affine.load %arg0[%arg1, %arg2] : memref<1x2xf32>
      %2 = affine.load %alloc[%arg1] : memref<1xf32>
      %3 = arith.minimumf %1, %2 : f32
      affine.store %3, %alloc[%arg1] : memref<1xf32>
      %4 = affine.load %arg0[%c0_0, %arg2] : memref<1x2xf32>
      %5 = arith.cmpf oge, %0, %4 : f32
      affine.store %5, %alloc_1[%c0_0, %arg2] : memref<1x2xi1>
    }
  }
  memref.dealloc %alloc : memref<1xf32>
  return %alloc_1 : memref<1x2xi1>
}
