// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.roundeven.fold.const
// CORPUS-SEED: 996935
// PIPELINE: loops
// CORPUS-CORRECT: 2:cbbdb6b36fb9910f 15:a896b48c192a2531 18:2ead5a678bbda957 19:5dcf8bfe7d7d0bc8 20:a896b48c192a2531
// CORPUS-CORRECT: 25:f6eadab1b39ebcd0
module {
  func.func @main() -> tensor<bf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<bf16>
    %0 = tensor.empty() : tensor<bf16>
    %mapped = linalg.map ins(%cst : tensor<bf16>) outs(%0 : tensor<bf16>)
      (%in: bf16, %init: bf16) {
        %cst_0 = arith.constant 0.000000e+00 : bf16
        %1 = math.roundeven %cst_0 : bf16
        linalg.yield %1 : bf16
      }
    return %mapped : tensor<bf16>
  }
}
