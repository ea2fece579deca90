// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.canon.transpose-of-transpose
// CORPUS-SEED: 996764
// PIPELINE: loops
// CORPUS-CORRECT: 3:dd90a13f0fdf9fc7
// CORPUS-STEP: 6 tosa-to-linalg-named pass-failure 0000000000000000
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5x?x2xi1>) -> tensor<1x1x2x5xi1> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 3, 2, 0, 1>} : (tensor<?x5x?x2xi1>) -> tensor<2x1x1x5xi1>
    %1 = tosa.transpose %0 {perms = array<i32: 2, 1, 0, 3>} : (tensor<2x1x1x5xi1>) -> tensor<1x1x2x5xi1>
    return %1 : tensor<1x1x2x5xi1>
  }
}
