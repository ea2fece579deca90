// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.minnumf
// CORPUS-SEED: 994688
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 78dd7d37fe16ab08
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 2ff22a47e166ddc2
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 36468912d8199c72
// CORPUS-STEP: 27 arith-expand correct 8e5ec777de4f2789
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 554360668ceed220
// CORPUS-STEP: 34 canonicalize correct d5a230fd149e1ce9
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 8e5ec777de4f2789
// CORPUS-STEP: 40 convert-linalg-to-loops correct f1fc4cc1cd92de7d
// CORPUS-STEP: 41 canonicalize correct 26785da55da542f5
func.func @main(%arg0: memref<1x3x1xi1>, %arg1: memref<4x2x1x2xi16>, %arg2: memref<3x4x1xf32>) -> memref<1xf32> {
  %0 = arith.constant 6.0 : f32
  %1 = memref.alloc() : memref<1xf32>
  linalg.fill ins(%0 : f32) outs(%1 : memref<1xf32>)
  linalg.reduce ins(%arg2 : memref<3x4x1xf32>) outs(%1 : memref<1xf32>) dimensions = [0, 1]
    (%b2_0: f32, %b2_1: f32) {
    %b2_2 = arith.constant 0x7F7FFFFF : f32
    %b2_3 = arith.minnumf %b2_0, %b2_2 : f32
    %b2_4 = arith.remf %b2_3, %b2_0 : f32
    %b2_5 = arith.mulf %b2_4, %b2_1 : f32
    linalg.yield %b2_5 : f32
    }
  return %1 : memref<1xf32>
}
