// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.exp2
// CORPUS-SEED: 1507824
// PIPELINE: expand
// CORPUS-CORRECT: 15:1486b49f96c8bca7
module {
  func.func @main() -> tensor<f32> {
    %0 = tensor.empty() : tensor<f32>
    %1 = tensor.empty() : tensor<f32>
    %mapped = linalg.map ins(%0 : tensor<f32>) outs(%1 : tensor<f32>)
      (%in: f32, %init: f32) {
        %2 = math.exp2 %in : f32
        %3 = arith.subf %2, %in : f32
        linalg.yield %3 : f32
      }
    return %mapped : tensor<f32>
  }
}
