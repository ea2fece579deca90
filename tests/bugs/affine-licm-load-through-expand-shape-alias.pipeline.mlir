// affine-loop-invariant-code-motion hoists a load through a memref.expand_shape view of a buffer out of
// the loops that store to the buffer (it checks users of the same SSA value, not aliases): the hoisted
// load reads uninitialized memory. The pass alone on the IR before it (campaign signature
// 0ba2746bce9d43d1, campJ); tests/bugs/affine-licm-load-through-expand-shape-alias-pair.srctgt.mlir is the pair.
// BUG: not yet reported upstream (docs/BUGS.md #36)
// BUGS-ENTRY: 36
// PIPELINE: builtin.module(func.func(affine-loop-invariant-code-motion))
// EXPECT: miscompile
module {
  func.func @main(%arg0: memref<1x2xf32>) -> memref<1x2xi1> {
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
}
