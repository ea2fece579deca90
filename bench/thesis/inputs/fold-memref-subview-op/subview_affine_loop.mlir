// ROW: fold-memref-subview-op
// PASSES: --fold-memref-alias-ops
// NOTE: affine.for nest (4x32) scaling a 4x32 window of a 16x64 f32 buffer into a window of a second 16x64 buffer with memref.load/store through the subviews -> through the buffers (MLIR 22's pass no longer folds subviews into affine.load/store: checked, they stay as they are).
// BUG: col_shift | d0 \+ 16\) | d0 + 17)
func.func @f(%a: memref<16x64xf32>, %b: memref<16x64xf32>, %s: f32) {
  %sa = memref.subview %a[2, 16] [4, 32] [1, 1] : memref<16x64xf32> to memref<4x32xf32, strided<[64, 1], offset: 144>>
  %sb = memref.subview %b[8, 0] [4, 32] [1, 1] : memref<16x64xf32> to memref<4x32xf32, strided<[64, 1], offset: 512>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 32 {
      %x = memref.load %sa[%i, %j] : memref<4x32xf32, strided<[64, 1], offset: 144>>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %sb[%i, %j] : memref<4x32xf32, strided<[64, 1], offset: 512>>
    }
  }
  return
}
