// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass convert-bufferization-to-memref
// CORPUS-KEY: pattern arith.cmpi.canon.ext-si
// CORPUS-KEY: pattern arith.cmpi.canon.ext-ui
// CORPUS-KEY: pattern arith.cmpi.fold.const-to-rhs
// CORPUS-KEY: pattern arith.cmpi.fold.i1-ext-ne-zero
// CORPUS-KEY: pattern arith.cmpi.fold.i1-identity
// CORPUS-KEY: pattern arith.cmpi.fold.same-operand
// CORPUS-KEY: pattern arith.xori.fold.zero-rhs
// CORPUS-SEED: 996821
// PIPELINE: full
// CORPUS-CORRECT: 0:300236a178dbfead 25:edece56d8031027b 33:5a359caf0442c8b5 34:130653186e913ab3 35:329bacf5ca9c85d8
// CORPUS-CORRECT: 39:eec0632572378d00 40:7f13c45b0e00fad2 41:8b6b107bb29ae67e
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: memref<2xi1>) -> memref<2xi1> {
    %alloca = memref.alloca() : memref<2xi1>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xi1>) outs(%alloca : memref<2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %false = arith.constant false
      %0 = arith.xori %in, %false : i1
      %1 = arith.cmpi ne, %0, %false : i1
      linalg.yield %1 : i1
    }
    return %arg0 : memref<2xi1>
  }
}
