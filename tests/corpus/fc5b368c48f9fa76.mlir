// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.tanh
// CORPUS-SEED: 995322
// PIPELINE: expand
// CORPUS-CORRECT: 11:5f4220c05c2938b9
// CORPUS-STEP: 15 math-expand-ops miscompile 24707ba565e5ec55
module {
  func.func @main(%arg0: tensor<bf16>) -> tensor<bf16> {
    %0 = tosa.tanh %arg0 : (tensor<bf16>) -> tensor<bf16>
    return %0 : tensor<bf16>
  }
}
