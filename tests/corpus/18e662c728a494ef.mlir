// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.truncf.canon.of-uitofp
// CORPUS-KEY: pattern math-expand.fma
// CORPUS-SEED: 1702676
// PIPELINE: expand
// CORPUS-CORRECT: 2:a37e70bec8d70eef
// CORPUS-STEP: 3 canonicalize deferred 53ae39666e354d4b
// CORPUS-STEP: 15 math-expand-ops deferred 1f3c05e47ef3fdce
func.func @main(%arg0: tensor<4xf16>) -> tensor<1x4xf16> {
  %0 = tensor.empty() : tensor<f16>
  %1 = arith.constant 1.0 : f16
  %2 = linalg.fill ins(%1 : f16) outs(%0 : tensor<f16>) -> tensor<f16>
  %3 = linalg.reduce ins(%arg0 : tensor<4xf16>) outs(%2 : tensor<f16>) dimensions = [0]
    (%b3_0: f16, %b3_1: f16) {
    %b3_2 = math.fma %b3_0, %b3_0, %b3_0 : f16
    %b3_3 = arith.fptosi %b3_2 : f16 to i16
    %b3_4 = arith.uitofp %b3_3 : i16 to f32
    %b3_5 = arith.truncf %b3_4 : f32 to f16
    %b3_6 = arith.mulf %b3_5, %b3_1 : f16
    linalg.yield %b3_6 : f16
    }
  %4 = tensor.extract %3[] : tensor<f16>
  %5 = tensor.empty() : tensor<1x4xf16>
  %6 = linalg.fill ins(%4 : f16) outs(%5 : tensor<1x4xf16>) -> tensor<1x4xf16>
  return %6 : tensor<1x4xf16>
}
