// tvfuzz-pair v1
// PASS: --fold-memref-alias-ops --affine-expand-index-ops
// VERDICT: correct
// memref<1024xf32> viewed as 32x32 by memref.expand_shape; an scf.for over 32 rows loads a column and a row element and stores their difference on the diagonal through the expanded view -> affine.linearize_index on the flat buffer; affine-expand-index-ops then lowers linearize_index to arith (the validator also decides the pass alone since affine.linearize_index/delinearize_index have semantics; the expansion is kept because the planted bug edits its arith form).
module @src {
  func.func @f(%arg0: memref<1024xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [32, 32] : memref<1024xf32> into memref<32x32xf32>
    %0 = scf.for %arg1 = %c0 to %c32 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %expand_shape[%arg1, %c3] : memref<32x32xf32>
      %2 = memref.load %expand_shape[%c3, %arg1] : memref<32x32xf32>
      %3 = arith.subf %1, %2 : f32
      memref.store %3, %expand_shape[%arg1, %arg1] : memref<32x32xf32>
      %4 = arith.addf %arg2, %3 : f32
      scf.yield %4 : f32
    }
    return %0 : f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<1024xf32>) -> f32 {
    %c96 = arith.constant 96 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg1 = %c0 to %c32 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = arith.muli %arg1, %c32 overflow<nsw> : index
      %2 = arith.addi %1, %c3 overflow<nsw> : index
      %3 = memref.load %arg0[%2] : memref<1024xf32>
      %4 = arith.addi %arg1, %c96 overflow<nsw> : index
      %5 = memref.load %arg0[%4] : memref<1024xf32>
      %6 = arith.subf %3, %5 : f32
      %7 = arith.muli %arg1, %c32 overflow<nsw> : index
      %8 = arith.addi %7, %arg1 overflow<nsw> : index
      memref.store %6, %arg0[%8] : memref<1024xf32>
      %9 = arith.addf %arg2, %6 : f32
      scf.yield %9 : f32
    }
    return %0 : f32
  }
}
