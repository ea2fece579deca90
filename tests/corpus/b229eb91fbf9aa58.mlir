// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.maxnumf.fold.same-operand
// CORPUS-KEY: pattern math.atan.fold.const
// CORPUS-SEED: 1504492
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:83f5343be27389da
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = tensor.empty() : tensor<f32>
    %mapped = linalg.map ins(%arg0 : tensor<f32>) outs(%0 : tensor<f32>)
      (%in: f32, %init: f32) {
        %1 = arith.maxnumf %in, %in : f32
        %2 = math.atan %1 : f32
        linalg.yield %2 : f32
      }
    return %mapped : tensor<f32>
  }
}
