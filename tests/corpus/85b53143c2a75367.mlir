// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.extract_slice.canon.cast-source
// CORPUS-SEED: 994220
// PIPELINE: full
// CORPUS-CORRECT: 0:9ab569d00bfd2bb6 17:b0960533abad4bd6 19:542a0549d374d61c 20:bcf0e949ebadefd5 21:140b3c6db09f718f
// CORPUS-CORRECT: 27:61097e89f450363d 30:6b4ff40555368f3e 31:561d732e624a3578 32:be7c58ec81108d9f 33:0fff0fa4f89606ae
// CORPUS-CORRECT: 34:8a30f18a5e457227 35:dae5feccd67e646d 36:b077654623e04988 37:9e6546e5f80a9b3a 38:ef06fca515ae0b8c
// CORPUS-CORRECT: 40:65045767aa999832
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xi1>, %arg1: tensor<?x5xi1>) -> tensor<2x3xi1> {
    %0 = tosa.logical_and %arg0, %arg1 : (tensor<?x5xi1>, tensor<?x5xi1>) -> tensor<3x5xi1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.slice %0, %1, %2 : (tensor<3x5xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi1>
    return %3 : tensor<2x3xi1>
  }
}
