// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.remsi.fold.const
// CORPUS-SEED: 995177
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:b08158adb4bab747 17:9d0b1cb11fe836c9 18:bb068c99571a3688 19:4c897d00b805020a
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
module {
  func.func @main(%arg0: memref<1x1x3x3xi32>, %arg1: memref<1x1x3x3xi32>) {
    %alloc = memref.alloc() : memref<1x1x3x3xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x1x3x3xi32>) outs(%alloc : memref<1x1x3x3xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    }
    linalg.map ins(%alloc, %arg1 : memref<1x1x3x3xi32>, memref<1x1x3x3xi32>) outs(%arg0 : memref<1x1x3x3xi32>)
      (%in: i32, %in_0: i32, %init: i32) {
        linalg.yield %in : i32
      }
    %c0_i32 = arith.constant 0 : i32
    %alloca = memref.alloca() : memref<1x1x3xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloca : memref<1x1x3xi32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0 : memref<1x1x3x3xi32>) outs(%alloca : memref<1x1x3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.remsi %c0_i32, %c1_i32 : i32
      linalg.yield %0 : i32
    }
    return
  }
}
