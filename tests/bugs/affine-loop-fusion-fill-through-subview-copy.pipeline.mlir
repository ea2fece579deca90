// affine-loop-fusion fuses the loop nest that fills a padded buffer with zeros into the convolution
// loop that reads the buffer, although a memref.copy writes the input into a subview of that buffer
// between the two: the fused loop reads the padding value where the input was copied, so a 3x3
// convolution of ones gives the bias (1) instead of 4. The dependence analysis does not see the write
// through the subview alias (not an affine access); the same family as docs/BUGS.md #24 (a consumer
// fused through a reshaped alias). Found by campaign campB's execution oracle on a tosa.conv2d lowered to
// affine loops (triage signature 8b01deb30cdfabc3; the validator confirms the pass's pair).
// BUG: not yet reported upstream (docs/BUGS.md #24; upstream family #174580)
// BUGS-ENTRY: 24
// PIPELINE: builtin.module(func.func(affine-loop-fusion))
// EXPECT: miscompile
// EXPECT-PASS: affine-loop-fusion
module {
  func.func @main(%arg0: memref<4x1x4x1xf16>, %arg1: memref<1x3x3x1xf16>, %arg2: memref<1xf16>) -> memref<4x1x2x1xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x3x5x1xf16>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 3 {
        affine.for %arg5 = 0 to 5 {
          affine.for %arg6 = 0 to 1 {
            affine.store %cst, %alloc[%arg3, %arg4, %arg5, %arg6] : memref<4x3x5x1xf16>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 0, 0, 0] [4, 1, 4, 1] [1, 1, 1, 1] : memref<4x3x5x1xf16> to memref<4x1x4x1xf16, strided<[15, 5, 1, 1]>>
    memref.copy %arg0, %subview : memref<4x1x4x1xf16> to memref<4x1x4x1xf16, strided<[15, 5, 1, 1]>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x1x2x1xf16>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 1 {
        affine.for %arg5 = 0 to 2 {
          affine.for %arg6 = 0 to 1 {
            %0 = affine.load %arg2[0] : memref<1xf16>
            affine.store %0, %alloc_0[%arg3, %arg4, %arg5, %arg6] : memref<4x1x2x1xf16>
          }
        }
      }
    }
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 1 {
        affine.for %arg5 = 0 to 2 {
          affine.for %arg6 = 0 to 1 {
            affine.for %arg7 = 0 to 3 {
              affine.for %arg8 = 0 to 3 {
                affine.for %arg9 = 0 to 1 {
                  %0 = affine.load %alloc[%arg3, %arg4 + %arg7, %arg5 * 2 + %arg8, %arg9] : memref<4x3x5x1xf16>
                  %1 = affine.load %arg1[%arg6, %arg7, %arg8, %arg9] : memref<1x3x3x1xf16>
                  %2 = affine.load %alloc_0[%arg3, %arg4, %arg5, %arg6] : memref<4x1x2x1xf16>
                  %3 = arith.mulf %0, %1 : f16
                  %4 = arith.addf %2, %3 : f16
                  affine.store %4, %alloc_0[%arg3, %arg4, %arg5, %arg6] : memref<4x1x2x1xf16>
                }
              }
            }
          }
        }
      }
    }
    memref.dealloc %alloc : memref<4x3x5x1xf16>
    return %alloc_0 : memref<4x1x2x1xf16>
  }
}

