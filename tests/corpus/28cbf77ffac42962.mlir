// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extf.fold.const
// CORPUS-KEY: pattern math.cos.fold.const
// CORPUS-SEED: 992294
// PIPELINE: full
// CORPUS-CORRECT: 0:8ebed695a6326a95 24:26672270c1936dbd 30:b4aed2b49c40816d 33:f96d5108ce63024d 34:54b8820ecd0f28d2
// CORPUS-CORRECT: 35:b4aed2b49c40816d 40:67a82b50740dc207
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<f32>
    %mapped = linalg.map ins(%arg0, %cst : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>)
      (%in: f32, %in_0: f32, %init: f32) {
        %cst_1 = arith.constant 0.000000e+00 : f16
        %1 = arith.extf %cst_1 : f16 to f32
        %2 = math.cos %1 : f32
        linalg.yield %2 : f32
      }
    return %mapped : tensor<f32>
  }
}
