// tvfuzz-pair v1
// PASS: --fold-memref-alias-ops
// VERDICT: correct
// memref.load/store through a strided subview (8x8 window, column step 2) of a 32x32 f32 buffer in an scf.for over the window's rows -> load/store on the buffer with affine.apply'd indices (indices are loop counters: the validator's affine.apply needs concrete operands).
module @src {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %subview = memref.subview %arg0[4, 8] [8, 8] [1, 2] : memref<32x32xf32> to memref<8x8xf32, strided<[32, 2], offset: 136>>
    %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = memref.load %subview[%arg2, %arg2] : memref<8x8xf32, strided<[32, 2], offset: 136>>
      %2 = memref.load %subview[%arg2, %c5] : memref<8x8xf32, strided<[32, 2], offset: 136>>
      %3 = arith.mulf %1, %arg1 : f32
      memref.store %3, %subview[%c5, %arg2] : memref<8x8xf32, strided<[32, 2], offset: 136>>
      %4 = arith.addf %3, %2 : f32
      %5 = arith.addf %arg3, %4 : f32
      scf.yield %5 : f32
    }
    return %0 : f32
  }
}
module @tgt {
  func.func @f(%arg0: memref<32x32xf32>, %arg1: f32) -> f32 {
    %c9 = arith.constant 9 : index
    %c18 = arith.constant 18 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%arg2]
      %2 = affine.apply affine_map<()[s0] -> (s0 * 2 + 8)>()[%arg2]
      %3 = memref.load %arg0[%1, %2] : memref<32x32xf32>
      %4 = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%arg2]
      %5 = memref.load %arg0[%4, %c18] : memref<32x32xf32>
      %6 = arith.mulf %3, %arg1 : f32
      %7 = affine.apply affine_map<()[s0] -> (s0 * 2 + 8)>()[%arg2]
      memref.store %6, %arg0[%c9, %7] : memref<32x32xf32>
      %8 = arith.addf %6, %5 : f32
      %9 = arith.addf %arg3, %8 : f32
      scf.yield %9 : f32
    }
    return %0 : f32
  }
}
