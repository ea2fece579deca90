// tvfuzz-pair v1
// PASS: --fold-memref-alias-ops --affine-expand-index-ops
// VERDICT: correct
// a 16x64 f32 buffer collapsed to 1024 elements and a rank-reducing subview (row 3 as memref<64xf32>); an scf.for over 16 elements sums products of loads through both views -> loads on the buffer (affine.delinearize_index for the collapsed view); affine-expand-index-ops then lowers delinearize_index to arith (the validator also decides the pass alone since affine.linearize_index/delinearize_index have semantics; the expansion is kept because the planted bug edits its arith form).
module @src {
  func.func @f(%arg0: memref<16x64xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<16x64xf32> into memref<1024xf32>
    %subview = memref.subview %arg0[3, 0] [1, 64] [1, 1] : memref<16x64xf32> to memref<64xf32, strided<[1], offset: 192>>
    %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %subview[%arg1] : memref<64xf32, strided<[1], offset: 192>>
      %2 = memref.load %collapse_shape[%arg1] : memref<1024xf32>
      %3 = arith.mulf %1, %2 : f32
      %4 = arith.addf %arg2, %3 : f32
      scf.yield %4 : f32
    }
    return %0 : f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<16x64xf32>) -> f32 {
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %arg0[%c3, %arg1] : memref<16x64xf32>
      %2 = arith.floordivsi %arg1, %c64 : index
      %3 = arith.remsi %arg1, %c64 : index
      %4 = arith.cmpi slt, %3, %c0 : index
      %5 = arith.addi %3, %c64 overflow<nsw> : index
      %6 = arith.select %4, %5, %3 : index
      %7 = memref.load %arg0[%2, %6] : memref<16x64xf32>
      %8 = arith.mulf %1, %7 : f32
      %9 = arith.addf %arg2, %8 : f32
      scf.yield %9 : f32
    }
    return %0 : f32
  }
}
