// tvfuzz-pair v1
// PASS: --fold-memref-alias-ops
// VERDICT: miscompile
// planted bug: s/d0 \+ 16\)/d0 + 17)/ in the real output
module @src {
  func.func @f(%arg0: memref<16x64xf32>, %arg1: memref<16x64xf32>, %arg2: f32) {
    %subview = memref.subview %arg0[2, 16] [4, 32] [1, 1] : memref<16x64xf32> to memref<4x32xf32, strided<[64, 1], offset: 144>>
    %subview_0 = memref.subview %arg1[8, 0] [4, 32] [1, 1] : memref<16x64xf32> to memref<4x32xf32, strided<[64, 1], offset: 512>>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 32 {
        %0 = memref.load %subview[%arg3, %arg4] : memref<4x32xf32, strided<[64, 1], offset: 144>>
        %1 = arith.mulf %0, %arg2 : f32
        memref.store %1, %subview_0[%arg3, %arg4] : memref<4x32xf32, strided<[64, 1], offset: 512>>
      }
    }
    return
  }
}
module @tgt {
  func.func @f(%arg0: memref<16x64xf32>, %arg1: memref<16x64xf32>, %arg2: f32) {
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 32 {
        %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%arg3)
        %1 = affine.apply affine_map<(d0) -> (d0 + 17)>(%arg4)
        %2 = memref.load %arg0[%0, %1] : memref<16x64xf32>
        %3 = arith.mulf %2, %arg2 : f32
        %4 = affine.apply affine_map<(d0) -> (d0 + 8)>(%arg3)
        memref.store %3, %arg1[%4, %arg4] : memref<16x64xf32>
      }
    }
    return
  }
}
