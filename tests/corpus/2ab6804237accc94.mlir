// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.maxui.fold.const
// CORPUS-KEY: pattern arith.maxui.fold.max-rhs
// CORPUS-KEY: pattern arith.maxui.fold.same-operand
// CORPUS-KEY: pattern arith.maxui.fold.zero-rhs
// CORPUS-SEED: 1301355
// PIPELINE: loops
// CORPUS-CORRECT: 11:7348fad581e9dafc 15:cc08e30b04427b6a 17:16d08338ff6d9921 18:e6ba54f55b75d245 19:11f4bfbd386a0162
// CORPUS-CORRECT: 20:5918f9289b9d2ac3 21:4666c3fc25f57848 22:77b8b0f652b05536 23:a1ce51b5156c0d17 25:030973611f95d17a
// CORPUS-CORRECT: 28:c29f0fdfcc070f74
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<3x?x5xi32>) -> tensor<3x?x5xf32> {
    %0 = tosa.cast %arg0 : (tensor<3x?x5xi32>) -> tensor<3x?x5xf32>
    %1 = tosa.minimum %0, %0 : (tensor<3x?x5xf32>, tensor<3x?x5xf32>) -> tensor<3x?x5xf32>
    return %1 : tensor<3x?x5xf32>
  }
}
