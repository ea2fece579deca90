// affine-super-vectorize (virtual vector size 4, with reductions) vectorizes a reduction loop nest
// whose store does not depend on the reduction loops into a `vector.transfer_write` with broadcast
// dimensions, which the verifier rejects (MLIR 22.1; found by tvfuzz on an avg_pool2d lowered to
// affine loops, triage signature d2a15b3e95c334f3). Known upstream: llvm/llvm-project#131135, fixed
// after 22.
// BUG: https://github.com/llvm/llvm-project/issues/131135 (docs/BUGS.md #31)
// BUGS-ENTRY: 31
// tvfuzz: invalid-ir at affine-super-vectorize
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{ vectorize-reductions=true virtual-vector-size={4}}))' | mlir-opt-22 -o /dev/null
// affine-super-vectorize (virtual vector size 4, with reductions) vectorizes a reduction loop nest
// whose store does not depend on the reduction loops into a `vector.transfer_write` with broadcast
// dimensions, which the verifier rejects (MLIR 22.1; found by tvfuzz on an avg_pool2d lowered to
// affine loops, triage signature d2a15b3e95c334f3). Known upstream: llvm/llvm-project#131135, fixed
// after 22.
// BUG: https://github.com/llvm/llvm-project/issues/131135 (docs/BUGS.md #31)
// BUGS-ENTRY: 31
// PIPELINE: builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions}))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: affine-super-vectorize
module {
  func.func @main(%arg0: memref<1x1x1x1xbf16>) -> memref<1x1x1x1xbf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x1x1xbf16>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 3 {
        affine.for %arg3 = 0 to 1 {
          affine.for %arg4 = 0 to 1 {
            affine.store %cst_0, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x3x1x1xbf16>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x3x1x1xbf16> to memref<1x1x1x1xbf16, strided<[3, 1, 1, 1]>>
    memref.copy %arg0, %subview : memref<1x1x1x1xbf16> to memref<1x1x1x1xbf16, strided<[3, 1, 1, 1]>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x1x1x1xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 1 {
          affine.for %arg4 = 0 to 1 {
            affine.store %cst, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x1xf32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 1 {
          affine.for %arg4 = 0 to 1 {
            affine.for %arg5 = 0 to 3 {
              affine.for %arg6 = 0 to 1 {
                %0 = affine.load %alloc[%arg1, %arg2 + %arg5, %arg3 + %arg6, %arg4] : memref<1x3x1x1xbf16>
                %1 = affine.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x1xf32>
                %2 = arith.extf %0 : bf16 to f32
                %3 = arith.addf %1, %2 : f32
                affine.store %3, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x1xf32>
              }
            }
          }
        }
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x1x1x1xbf16>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 1 {
          affine.for %arg4 = 0 to 1 {
            %0 = affine.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x1xf32>
            %1 = arith.truncf %0 : f32 to bf16
            affine.store %1, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x1xbf16>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<1x3x1x1xbf16>
    memref.dealloc %alloc_1 : memref<1x1x1x1xf32>
    return %alloc_2 : memref<1x1x1x1xbf16>
  }
}
