// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.log.fold.const
// CORPUS-SEED: 996328
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:a978a7b98a3adf1c
func.func @main(%arg0: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>)
    (%b1_0: f32, %b1_1: f32) {
    %b1_2 = arith.constant 0x00000001 : f32
    %b1_3 = arith.maxnumf %b1_0, %b1_2 : f32
    %b1_4 = math.log %b1_0 : f32
    linalg.yield %b1_4 : f32
    }
  %2 = tensor.empty() : tensor<3x4xf32>
  %3 = linalg.broadcast ins(%1 : tensor<4xf32>) outs(%2 : tensor<3x4xf32>) dimensions = [0]
  return %3 : tensor<3x4xf32>
}
