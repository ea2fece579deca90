// expand-strided-metadata segfaults (in memref::SubViewOp::getDroppedDims) on a rank-reducing
// memref.subview of a 2x1x1x1 buffer to memref<1xf32, strided<[2], offset: 1>>: every source dim of
// the slice has size 1, so which one is kept is ambiguous, and the pattern dereferences the failed
// mask. The subview is what one-shot-bufferize makes of a valid tensor.extract_slice with stride 2
// (MLIR 22.1; found by tvfuzz's execution oracle, whose fixed lowering runs the pass: campaign
// campB, triage signature e925fc436d8c2fde). Related upstream: #111244 (a DimOp::fold assertion on
// ambiguous dropped dims, fixed by #183995), a different place.
// BUG: not yet reported upstream (docs/BUGS.md #32)
// BUGS-ENTRY: 32
// tvfuzz: crash at expand-strided-metadata
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(expand-strided-metadata)' | mlir-opt-22 -o /dev/null
// expand-strided-metadata segfaults (in memref::SubViewOp::getDroppedDims) on a rank-reducing
// memref.subview of a 2x1x1x1 buffer to memref<1xf32, strided<[2], offset: 1>>: every source dim of
// the slice has size 1, so which one is kept is ambiguous, and the pattern dereferences the failed
// mask. The subview is what one-shot-bufferize makes of a valid tensor.extract_slice with stride 2
// (MLIR 22.1; found by tvfuzz's execution oracle, whose fixed lowering runs the pass: campaign
// campB, triage signature e925fc436d8c2fde). Related upstream: #111244 (a DimOp::fold assertion on
// ambiguous dropped dims, fixed by #183995), a different place.
// BUG: not yet reported upstream (docs/BUGS.md #32)
// BUGS-ENTRY: 32
// PIPELINE: builtin.module(expand-strided-metadata)
// EXPECT: error
// EXPECT-STATUS: crash
// EXPECT-PASS: expand-strided-metadata
func.func @main(%arg0: memref<2x1x1x1xf32>) -> memref<1xf32> {
  %subview = memref.subview %arg0[1, 0, 0, 0] [1, 1, 1, 1] [2, 1, 1, 1] : memref<2x1x1x1xf32> to memref<1xf32, strided<[2], offset: 1>>
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
  memref.copy %subview, %alloc : memref<1xf32, strided<[2], offset: 1>> to memref<1xf32>
  return %alloc : memref<1xf32>
}
