// ROW: fold-memref-subview-op
// PASSES: --fold-memref-alias-ops --affine-expand-index-ops
// NOTE: memref<1024xf32> viewed as 32x32 by memref.expand_shape; an scf.for over 32 rows loads a column and a row element and stores their difference on the diagonal through the expanded view -> affine.linearize_index on the flat buffer; affine-expand-index-ops then lowers linearize_index to arith (the validator also decides the pass alone since affine.linearize_index/delinearize_index have semantics; the expansion is kept because the planted bug edits its arith form).
// BUG: row_offset | arith.addi %arg1, %c96 | arith.addi %arg1, %c32
func.func @f(%m: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0.0 : f32
  %e = memref.expand_shape %m [[0, 1]] output_shape [32, 32] : memref<1024xf32> into memref<32x32xf32>
  %r = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %e[%k, %c3] : memref<32x32xf32>
    %y = memref.load %e[%c3, %k] : memref<32x32xf32>
    %d = arith.subf %x, %y : f32
    memref.store %d, %e[%k, %k] : memref<32x32xf32>
    %a = arith.addf %acc, %d : f32
    scf.yield %a : f32
  }
  return %r : f32
}
