// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remsi.fold.const
// CORPUS-SEED: 995177
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 5cf8206f253af705
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct c75d0c430cda7b6d
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 7f6159976c17696c
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 8d017f764bea2766
func.func @main(%arg0: memref<4x1x3xf32>, %arg1: memref<1x1x3x3xi32>, %arg2: memref<1x1x3x3xi32>) {
  %0 = memref.alloc() : memref<1x1x3x3xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : memref<1x1x3x3xi32>) outs(%0 : memref<1x1x3x3xi32>) {
  ^bb0(%b1_0: i32, %b1_1: i32):
    %b1_2 = arith.maxsi %b1_0, %b1_0 : i32
    linalg.yield %b1_2 : i32
  }
  linalg.map ins(%0, %arg2 : memref<1x1x3x3xi32>, memref<1x1x3x3xi32>) outs(%arg1 : memref<1x1x3x3xi32>)
    (%b2_0: i32, %b2_1: i32, %b2_2: i32) {
    %b2_3 = arith.cmpi sge, %b2_0, %b2_0 : i32
    %b2_4 = arith.select %b2_3, %b2_0, %b2_0 : i32
    %b2_5 = math.ctlz %b2_2 : i32
    %b2_6 = arith.constant 3 : i32
    %b2_7 = arith.divsi %b2_4, %b2_6 : i32
    linalg.yield %b2_7 : i32
    }
  %3 = arith.constant 0 : i32
  %4 = memref.alloca() : memref<1x1x3xi32>
  linalg.fill ins(%3 : i32) outs(%4 : memref<1x1x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg1 : memref<1x1x3x3xi32>) outs(%4 : memref<1x1x3xi32>) {
  ^bb0(%b5_0: i32, %b5_1: i32):
    %b5_2 = arith.muli %b5_0, %3 : i32
    %b5_3 = arith.constant 19 : i32
    %b5_4 = arith.shrsi %b5_0, %b5_3 : i32
    %b5_5 = arith.constant -3 : i32
    %b5_6 = arith.remsi %3, %b5_5 : i32
    %b5_7 = arith.addi %b5_6, %b5_1 : i32
    linalg.yield %b5_7 : i32
  }
  return
}
