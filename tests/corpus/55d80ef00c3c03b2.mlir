// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.floordivsi.fold.one-rhs
// CORPUS-SEED: 996896
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct d71b270fd5d82bf8
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct 8370112b1849ff81
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 3dea08c4c2ea4394
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 0b0253af82c0d844
func.func @main(%arg0: memref<1xf32>, %arg1: memref<5xi32>) -> memref<1x5x2xi32> {
  %0 = memref.alloca() : memref<1x5x2xi32>
  linalg.broadcast ins(%arg1 : memref<5xi32>) outs(%0 : memref<1x5x2xi32>) dimensions = [0, 2]
  %1 = memref.alloc() : memref<1x5x2xi32>
  %2 = arith.constant -1 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : memref<1x5x2xi32>) outs(%1 : memref<1x5x2xi32>) {
  ^bb0(%b3_0: i32, %b3_1: i32):
    %b3_2 = arith.constant 0 : i32
    %b3_3 = arith.maxsi %b3_0, %b3_2 : i32
    %b3_4 = arith.constant 1 : i32
    %b3_5 = arith.floordivsi %b3_0, %b3_4 : i32
    linalg.yield %b3_5 : i32
  }
  return %1 : memref<1x5x2xi32>
}
