// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-make-broadcastable
// CORPUS-SEED: 992194
// PIPELINE: vectorize
// CORPUS-STEP: 4 tosa-infer-shapes correct b520664865db7861
// CORPUS-STEP: 5 tosa-make-broadcastable correct ad71dfe49c25d18b
// CORPUS-STEP: 12 tosa-to-arith correct 9228c715c2d9f3ac
// CORPUS-STEP: 15 one-shot-bufferize correct a99c4e31a1d1f71a
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 2dbd6dd14db59e9b
// CORPUS-STEP: 19 canonicalize correct 7f20d97de05f3a6b
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 583950a2b56a4b45
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 8114c9f06adbbc39
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?xf32>) -> tensor<i32> {
    %0 = tosa.const_shape  {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<?xf32>
    %3 = tosa.argmax %2 {axis = 0 : i32} : (tensor<?xf32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
}
