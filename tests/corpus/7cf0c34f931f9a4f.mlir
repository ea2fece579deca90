// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.floordivsi.fold.one-rhs
// CORPUS-SEED: 996896
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:1c70dea2af15bfc2 17:9e88f20306845829 18:a2c450dcea28fa3e 19:ada14892016e8084
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: memref<5xi32>) {
    %alloca = memref.alloca() : memref<1x5x2xi32>
    linalg.broadcast ins(%arg0 : memref<5xi32>) outs(%alloca : memref<1x5x2xi32>) dimensions = [0, 2] 
    %alloc = memref.alloc() : memref<1x5x2xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloca : memref<1x5x2xi32>) outs(%alloc : memref<1x5x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c1_i32 = arith.constant 1 : i32
      %0 = arith.floordivsi %in, %c1_i32 : i32
      linalg.yield %0 : i32
    }
    return
  }
}
