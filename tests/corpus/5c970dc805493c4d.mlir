// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.layerwise.const
// CORPUS-SEED: 991873
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 1:ba2d691051d164a8
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main() -> tensor<1x5x2x1xf32> {
    %0 = "tosa.const"() <{values = dense<[[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]]]> : tensor<1x2x1x5xf32>}> : () -> tensor<1x2x1x5xf32>
    %1 = tosa.transpose %0 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x1x5xf32>) -> tensor<1x5x2x1xf32>
    return %1 : tensor<1x5x2x1xf32>
  }
}
