// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-make-broadcastable
// CORPUS-SEED: 992194
// PIPELINE: vectorize
// CORPUS-CORRECT: 4:b520664865db7861 5:ad71dfe49c25d18b 12:9228c715c2d9f3ac 15:a99c4e31a1d1f71a 18:2dbd6dd14db59e9b
// CORPUS-CORRECT: 19:7f20d97de05f3a6b 20:583950a2b56a4b45 24:8114c9f06adbbc39
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?xf32>) -> tensor<i32> {
    %0 = tosa.const_shape  {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<?xf32>
    %3 = tosa.argmax %2 {axis = 0 : i32} : (tensor<?xf32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
}
