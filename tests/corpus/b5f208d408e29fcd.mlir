// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.absi.fold.const
// CORPUS-SEED: 2101138
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:aca8e7fb938986e1 18:1db80438d4bcbf63 19:6beafc212ff4d1d7 20:53a418d24f7024fa 21:cfd721cbacab0556
// CORPUS-CORRECT: 23:2faecc1cb619bcd4
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: memref<2x4xi32, strided<[9, 2]>>, %arg1: memref<4x4xi32>, %arg2: memref<2x4xi32>) {
    %alloc = memref.alloc() : memref<2x4xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<2x4xi32, strided<[9, 2]>>) outs(%alloc : memref<2x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c0_i32_1 = arith.constant 0 : i32
      %0 = math.absi %c0_i32_1 : i32
      linalg.yield %0 : i32
    }
    %c0_i32 = arith.constant 0 : i32
    %alloc_0 = memref.alloc() : memref<2x4xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_0 : memref<2x4xi32>)
    linalg.matmul ins(%alloc, %arg1 : memref<2x4xi32>, memref<4x4xi32>) outs(%alloc_0 : memref<2x4xi32>)
    memref.copy %alloc_0, %arg2 : memref<2x4xi32> to memref<2x4xi32>
    return
  }
}
