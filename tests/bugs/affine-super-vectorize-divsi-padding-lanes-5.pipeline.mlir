// A second form of #28: a 5-iteration loop of arith.divsi vectorized by 4; in the second vector iteration lanes
// 5-7 of the divisor are the ub.poison padding of a transfer_read, so the vector division is undefined
// (compiled at -O2 it returned 0 instead of -536870911 rather than dying with SIGFPE).
// BUG: not yet reported upstream (docs/BUGS.md #28; campaign campC signature 4958ec3fa8503006, reduced by tvfuzz triage)
// BUGS-ENTRY: 28
// PIPELINE: builtin.module(func.func(affine-super-vectorize{ vectorize-reductions=true virtual-vector-size={4}}))
// EXPECT: miscompile
module {
  memref.global "private" constant @__constant_2x5xi32 : memref<2x5xi32> = dense<[[1, 1, 1, 1, 1], [1, 1, 1, 1, -4]]> {alignment = 64 : i64}
  func.func @main(%arg0: memref<2x5xi32>) -> memref<1x5xi32> {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = memref.get_global @__constant_2x5xi32 : memref<2x5xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi32>
    affine.for %arg1 = 0 to 2 {
      affine.for %arg2 = 0 to 5 {
        %1 = affine.load %arg0[%arg1, %arg2] : memref<2x5xi32>
        %2 = affine.load %0[%arg1, %arg2] : memref<2x5xi32>
        %3 = arith.divsi %1, %2 : i32
        affine.store %3, %alloc[%arg1, %arg2] : memref<2x5xi32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xi32>
    affine.for %arg1 = 0 to 5 {
      affine.store %c2147483647_i32, %alloc_0[%arg1] : memref<5xi32>
    }
    affine.for %arg1 = 0 to 2 {
      affine.for %arg2 = 0 to 5 {
        %1 = affine.load %alloc[%arg1, %arg2] : memref<2x5xi32>
        %2 = affine.load %alloc_0[%arg2] : memref<5xi32>
        %3 = arith.minsi %1, %2 : i32
        affine.store %3, %alloc_0[%arg2] : memref<5xi32>
      }
    }
    %expand_shape = memref.expand_shape %alloc_0 [[0, 1]] output_shape [1, 5] : memref<5xi32> into memref<1x5xi32>
    memref.dealloc %alloc : memref<2x5xi32>
    return %expand_shape : memref<1x5xi32>
  }
}
