// A second form of #24: the zero fill of a padded buffer is fused into the convolution loops after the
// memref.copy of the input into a subview of that buffer, so the fill overwrites the copied input (the
// dependence through the subview alias is not seen).
// BUG: not yet reported upstream (docs/BUGS.md #24; campaign campC signature acba22ec2831504f, reduced by tvfuzz triage)
// BUGS-ENTRY: 24
// PIPELINE: builtin.module(func.func(affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}))
// EXPECT: miscompile
module {
  memref.global "private" constant @__constant_1xf32 : memref<1xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x3x1x1xf32 : memref<1x3x1x1xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x1x2x1xf32>) -> memref<1x1x2x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x3x1xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 3 {
        affine.for %arg3 = 0 to 3 {
          affine.for %arg4 = 0 to 1 {
            affine.store %cst, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x3x3x1xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 2, 0, 0] [1, 1, 2, 1] [1, 1, 1, 1] : memref<1x3x3x1xf32> to memref<1x1x2x1xf32, strided<[9, 3, 1, 1], offset: 6>>
    memref.copy %arg0, %subview : memref<1x1x2x1xf32> to memref<1x1x2x1xf32, strided<[9, 3, 1, 1], offset: 6>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x1xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 1 {
            affine.store %cst, %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<1x1x2x1xf32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 1 {
            affine.for %arg5 = 0 to 3 {
              affine.for %arg6 = 0 to 1 {
                affine.for %arg7 = 0 to 1 {
                  %0 = affine.load %alloc[%arg1, %arg2 + %arg5, %arg3 * 2 + %arg6, %arg7] : memref<1x3x3x1xf32>
                  %1 = affine.load %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<1x1x2x1xf32>
                  %2 = arith.addf %1, %0 : f32
                  affine.store %2, %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<1x1x2x1xf32>
                }
              }
            }
          }
        }
      }
    }
    memref.dealloc %alloc : memref<1x3x3x1xf32>
    return %alloc_0 : memref<1x1x2x1xf32>
  }
}
