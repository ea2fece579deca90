// ROW: fold-memref-subview-op
// PASSES: --fold-memref-alias-ops --affine-expand-index-ops
// NOTE: a 16x64 f32 buffer collapsed to 1024 elements and a rank-reducing subview (row 3 as memref<64xf32>); an scf.for over 16 elements sums products of loads through both views -> loads on the buffer (affine.delinearize_index for the collapsed view); affine-expand-index-ops then lowers delinearize_index to arith (the validator also decides the pass alone since affine.linearize_index/delinearize_index have semantics; the expansion is kept because the planted bug edits its arith form).
// BUG: wrong_row | memref.load %arg0\[%c3, | memref.load %arg0[%c1,
func.func @f(%m: memref<16x64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %flat = memref.collapse_shape %m [[0, 1]] : memref<16x64xf32> into memref<1024xf32>
  %row = memref.subview %m[3, 0] [1, 64] [1, 1] : memref<16x64xf32> to memref<64xf32, strided<[1], offset: 192>>
  %acc = scf.for %k = %c0 to %c16 step %c1 iter_args(%a = %z) -> (f32) {
    %x = memref.load %row[%k] : memref<64xf32, strided<[1], offset: 192>>
    %y = memref.load %flat[%k] : memref<1024xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %a, %p : f32
    scf.yield %s : f32
  }
  return %acc : f32
}
