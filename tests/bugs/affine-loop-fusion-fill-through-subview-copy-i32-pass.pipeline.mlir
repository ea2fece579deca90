// The i32 form of docs/BUGS.md #24 on the IR right before affine-loop-fusion: the zero fill of a padded
// i8 buffer is fused into the convolution-like nest past the memref.copy that writes the input into a
// subview of it, so the nest reads zeros (campaign campO, triage signature 87c6321abb8f460e, 112 hits,
// reduced by tvfuzz triage; the exact IEEE re-check confirms it). The other forms are
// tests/bugs/affine-loop-fusion-fill-through-subview-copy*.pipeline.mlir.
// BUG: not yet reported upstream (docs/BUGS.md #24)
// BUGS-ENTRY: 24
// PIPELINE: builtin.module(func.func(affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}))
// EXPECT: miscompile
// EXPECT-PASS: affine-loop-fusion
module {
  memref.global "private" constant @__constant_1xi32 : memref<1xi32> = dense<0> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x3x3x1xi8 : memref<1x3x3x1xi8> = dense<0> {alignment = 64 : i64}
  func.func @main(%arg0: memref<2x3x2x1xi8>) -> memref<2x2x2x1xi32> {
    %c0_i32 = arith.constant 0 : i32
    %c0_i8 = arith.constant 0 : i8
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5x4x1xi8>
    affine.for %arg1 = 0 to 2 {
      affine.for %arg2 = 0 to 5 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 1 {
            affine.store %c0_i8, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<2x5x4x1xi8>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 0, 2, 0] [2, 3, 2, 1] [1, 1, 1, 1] : memref<2x5x4x1xi8> to memref<2x3x2x1xi8, strided<[20, 4, 1, 1], offset: 2>>
    memref.copy %arg0, %subview : memref<2x3x2x1xi8> to memref<2x3x2x1xi8, strided<[20, 4, 1, 1], offset: 2>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2x2x1xi32>
    affine.for %arg1 = 0 to 2 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 1 {
            affine.store %c0_i32, %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<2x2x2x1xi32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 2 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 1 {
            affine.for %arg5 = 0 to 3 {
              affine.for %arg6 = 0 to 3 {
                affine.for %arg7 = 0 to 1 {
                  %0 = affine.load %alloc[%arg1, %arg2 * 2 + %arg5, %arg3 + %arg6, %arg7] : memref<2x5x4x1xi8>
                  %1 = affine.load %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<2x2x2x1xi32>
                  %2 = arith.extsi %0 : i8 to i32
                  %3 = arith.subi %1, %2 : i32
                  affine.store %3, %alloc_0[%arg1, %arg2, %arg3, %arg4] : memref<2x2x2x1xi32>
                }
              }
            }
          }
        }
      }
    }
    memref.dealloc %alloc : memref<2x5x4x1xi8>
    return %alloc_0 : memref<2x2x2x1xi32>
  }
}
