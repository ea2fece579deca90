// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
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
// CORPUS-STEP: 0 canonicalize correct 300236a178dbfead
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct edece56d8031027b
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 5a359caf0442c8b5
// CORPUS-STEP: 34 canonicalize correct 130653186e913ab3
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 329bacf5ca9c85d8
// CORPUS-STEP: 39 convert-bufferization-to-memref correct eec0632572378d00
// CORPUS-STEP: 40 convert-linalg-to-loops correct 7f13c45b0e00fad2
// CORPUS-STEP: 41 canonicalize correct 8b6b107bb29ae67e
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
