// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.floordivsi.fold.one-rhs
// CORPUS-SEED: 996896
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 126ae75dbd78913b
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct f3ce915ab5eafd36
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 6397208360149829
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 058d480f72337071
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: memref<5xi32>) -> memref<1x5x2xi32> {
    %alloca = memref.alloca() : memref<1x5x2xi32>
    linalg.broadcast ins(%arg0 : memref<5xi32>) outs(%alloca : memref<1x5x2xi32>) dimensions = [0, 2] 
    %alloc = memref.alloc() : memref<1x5x2xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloca : memref<1x5x2xi32>) outs(%alloc : memref<1x5x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.floordivsi %in, %c1_i32 : i32
      linalg.yield %0 : i32
    }
    return %alloc : memref<1x5x2xi32>
  }
}
