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
// CORPUS-STEP: 0 canonicalize correct bc60d9653f5f84b8
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 825b800d50d92718
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct d91c68ee88a06160
// CORPUS-STEP: 34 canonicalize correct 6fcc46f5d1e5e31c
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 8a410cff7b561af1
// CORPUS-STEP: 39 convert-bufferization-to-memref correct 4521040e2229c6b5
// CORPUS-STEP: 40 convert-linalg-to-loops correct 937e713689b4f32b
// CORPUS-STEP: 41 canonicalize correct 8b6b107bb29ae67e
func.func @main(%arg0: memref<2xi1>) -> memref<2xi1> {
  %0 = memref.alloca() {alignment = 64 : i64} : memref<2xi1>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : memref<2xi1>) outs(%0 : memref<2xi1>) {
  ^bb0(%b1_0: i1, %b1_1: i1):
    %b1_2 = arith.constant false
    %b1_3 = arith.xori %b1_0, %b1_2 : i1
    %b1_4 = arith.constant false
    %b1_5 = arith.cmpi ne, %b1_3, %b1_4 : i1
    linalg.yield %b1_5 : i1
  }
  return %arg0 : memref<2xi1>
}
