// ROW: fold-memref-subview-op
// PASSES: --fold-memref-alias-ops
// NOTE: memref.load/store through a strided subview (8x8 window, column step 2) of a 32x32 f32 buffer in an scf.for over the window's rows -> load/store on the buffer with affine.apply'd indices (indices are loop counters: the validator's affine.apply needs concrete operands).
// BUG: stride_offset | s0 \* 2 \+ 8 | s0 * 2 + 9
func.func @f(%m: memref<32x32xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  %s = memref.subview %m[4, 8] [8, 8] [1, 2] : memref<32x32xf32> to memref<8x8xf32, strided<[32, 2], offset: 136>>
  %r = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %s[%k, %k] : memref<8x8xf32, strided<[32, 2], offset: 136>>
    %y = memref.load %s[%k, %c5] : memref<8x8xf32, strided<[32, 2], offset: 136>>
    %p = arith.mulf %x, %v : f32
    memref.store %p, %s[%c5, %k] : memref<8x8xf32, strided<[32, 2], offset: 136>>
    %q = arith.addf %p, %y : f32
    %a = arith.addf %acc, %q : f32
    scf.yield %a : f32
  }
  return %r : f32
}
