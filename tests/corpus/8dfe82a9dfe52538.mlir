// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-reduce-transposes
// CORPUS-SEED: 1901646
// PIPELINE: full
// CORPUS-CORRECT: 2:7024acdfc50d4c76 17:f68215f50cdadfe1 18:28d391ef303821e7 22:abb439f5a334f466 25:c8ca10329462714a
// CORPUS-CORRECT: 30:931ba7f59dfd8ba0 33:4a88748e7a08903b 34:a721a197c770f86a 35:931ba7f59dfd8ba0 40:1632747f41fec536
module {
  func.func @main() -> tensor<2x2xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = tosa.exp %0 : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %2 : tensor<2x2xf32>
  }
}
