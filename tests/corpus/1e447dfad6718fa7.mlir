// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.minnumf
// CORPUS-SEED: 994688
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 0a7e6ed502c7c86b
// CORPUS-STEP: 24 linalg-generalize-named-ops correct f44136ab24b537af
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 4b472ae156e2bbe3
// CORPUS-STEP: 27 arith-expand correct 9b246260c0fdd8d8
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct ebcc8d06d9d4ee25
// CORPUS-STEP: 34 canonicalize correct ede2c27c477dc4e4
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 9b246260c0fdd8d8
// CORPUS-STEP: 40 convert-linalg-to-loops correct 8bd23f8c034a826f
// CORPUS-STEP: 41 canonicalize correct 19795198f58f5793
module {
  func.func @main(%arg0: memref<3x4x1xf32>) -> memref<1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1xf32>)
    linalg.reduce ins(%arg0 : memref<3x4x1xf32>) outs(%alloc : memref<1xf32>) dimensions = [0, 1] 
      (%in: f32, %init: f32) {
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = arith.minnumf %in, %cst_0 : f32
        linalg.yield %0 : f32
      }
    return %alloc : memref<1xf32>
  }
}
