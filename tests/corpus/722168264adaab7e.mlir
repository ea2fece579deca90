// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.minnumf
// CORPUS-SEED: 994688
// PIPELINE: full
// CORPUS-CORRECT: 0:0d7657c892a68df2 24:9a8f5990434b3c34 25:52a4d534d544cc1c 27:282abb3101b09e9f 33:33ded83e430b2b92
// CORPUS-CORRECT: 34:fe6a2473371f6ffd 36:5aa3df6816a23797 38:84e24b1f24e630bb 40:74bead2984aa0222 41:5527e9b4f59cce4c
module {
  func.func @main(%arg0: memref<3x4x1xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1xf32>)
    linalg.reduce ins(%arg0 : memref<3x4x1xf32>) outs(%alloc : memref<1xf32>) dimensions = [0, 1] 
      (%in: f32, %init: f32) {
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = arith.minnumf %in, %cst_0 : f32
        linalg.yield %0 : f32
      }
    return
  }
}
