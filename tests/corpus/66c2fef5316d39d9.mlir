// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extf.fold.const
// CORPUS-KEY: pattern math.ceil.fold.const
// CORPUS-SEED: 1704557
// PIPELINE: expand
// CORPUS-CORRECT: 2:26d4e837953e325d
// CORPUS-STEP: 15 math-expand-ops miscompile 151824f12384bc65
func.func @main(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.map ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<5xf32>)
    (%b1_0: f32, %b1_1: f32) {
    %b1_2 = math.sin %b1_0 : f32
    %b1_3 = arith.constant -1.0 : bf16
    %b1_4 = arith.extf %b1_3 : bf16 to f32
    %b1_5 = math.erf %b1_4 : f32
    %b1_6 = arith.fptosi %b1_0 : f32 to i16
    %b1_7 = arith.sitofp %b1_6 : i16 to f32
    %b1_8 = arith.constant 6.25 : f32
    %b1_9 = arith.cmpf uge, %b1_7, %b1_8 : f32
    %b1_10 = arith.select %b1_9, %b1_0, %b1_5 : f32
    %b1_11 = math.ceil %b1_0 : f32
    linalg.yield %b1_11 : f32
    }
  return %1 : tensor<5xf32>
}
