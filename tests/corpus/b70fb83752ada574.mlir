// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.floordivsi
// CORPUS-SEED: 993126
// PIPELINE: expand
// CORPUS-CORRECT: 2:112bd2f6d9288423 14:d0c127deb5f047b2 15:a47af2f373145369
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: memref<5xbf16>, %arg1: memref<4x3xf32>, %arg2: memref<3x4xf32, strided<[11, 2]>>, %arg3: memref<2xi8>) {
    %alloc = memref.alloc() : memref<5xbf16>
    memref.copy %arg0, %alloc : memref<5xbf16> to memref<5xbf16>
    %c0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0] : memref<5xbf16>
    %alloca = memref.alloca() : memref<5xbf16>
    linalg.map ins(%alloc, %arg0 : memref<5xbf16>, memref<5xbf16>) outs(%alloca : memref<5xbf16>)
      (%in: bf16, %in_10: bf16, %init: bf16) {
        linalg.yield %in : bf16
      }
    %alloc_0 = memref.alloc() : memref<3x4xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : memref<4x3xf32>) outs(%alloc_0 : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloca_1 = memref.alloca() : memref<4x3xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_0 : memref<3x4xf32>) outs(%alloca_1 : memref<4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.copy ins(%alloca_1 : memref<4x3xf32>) outs(%arg1 : memref<4x3xf32>)
    %alloc_2 = memref.alloc() : memref<3x4xf32>
    linalg.copy ins(%alloc_0 : memref<3x4xf32>) outs(%alloc_2 : memref<3x4xf32>)
    %c0_i32 = arith.constant 0 : i32
    %alloc_3 = memref.alloc() : memref<1x2xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_3 : memref<1x2xi32>)
    %alloca_4 = memref.alloca() : memref<1x2xi32>
    linalg.copy ins(%alloc_3 : memref<1x2xi32>) outs(%alloca_4 : memref<1x2xi32>)
    %cst = arith.constant 0.000000e+00 : f32
    %alloca_5 = memref.alloca() : memref<4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloca_5 : memref<4x4xf32>)
    linalg.matmul ins(%alloca_1, %arg2 : memref<4x3xf32>, memref<3x4xf32, strided<[11, 2]>>) outs(%alloca_5 : memref<4x4xf32>)
    %c0_i8 = arith.constant 0 : i8
    %alloc_6 = memref.alloc() : memref<2xi8>
    linalg.fill ins(%c0_i8 : i8) outs(%alloc_6 : memref<2xi8>)
    %alloc_7 = memref.alloc() : memref<2xi8>
    linalg.map ins(%arg3, %alloc_6 : memref<2xi8>, memref<2xi8>) outs(%alloc_7 : memref<2xi8>)
      (%in: i8, %in_10: i8, %init: i8) {
        linalg.yield %in : i8
      }
    %alloc_8 = memref.alloc() : memref<1x5xi8>
    linalg.fill ins(%c0_i8 : i8) outs(%alloc_8 : memref<1x5xi8>)
    %alloca_9 = memref.alloca() : memref<1x5xi8>
    linalg.map ins(%alloc_8 : memref<1x5xi8>) outs(%alloca_9 : memref<1x5xi8>)
      (%in: i8, %init: i8) {
        %c0_i8_10 = arith.constant 0 : i8
        %1 = arith.floordivsi %in, %c0_i8_10 : i8
        linalg.yield %1 : i8
      }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloca_9 : memref<1x5xi8>) outs(%alloc_8 : memref<1x5xi8>) {
    ^bb0(%in: i8, %out: i8):
      linalg.yield %in : i8
    }
    return
  }
}
