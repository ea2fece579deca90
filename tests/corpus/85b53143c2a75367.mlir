// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.extract_slice.canon.cast-source
// CORPUS-SEED: 994220
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 9ab569d00bfd2bb6
// CORPUS-STEP: 17 tosa-to-linalg correct b0960533abad4bd6
// CORPUS-STEP: 19 tosa-to-tensor correct 542a0549d374d61c
// CORPUS-STEP: 20 canonicalize correct bcf0e949ebadefd5
// CORPUS-STEP: 21 cse correct 140b3c6db09f718f
// CORPUS-STEP: 27 arith-expand correct 61097e89f450363d
// CORPUS-STEP: 30 one-shot-bufferize correct 6b4ff40555368f3e
// CORPUS-STEP: 31 expand-realloc correct 561d732e624a3578
// CORPUS-STEP: 32 canonicalize correct be7c58ec81108d9f
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 0fff0fa4f89606ae
// CORPUS-STEP: 34 canonicalize correct 8a30f18a5e457227
// CORPUS-STEP: 35 buffer-deallocation-simplification correct dae5feccd67e646d
// CORPUS-STEP: 36 bufferization-lower-deallocations correct b077654623e04988
// CORPUS-STEP: 37 cse correct 9e6546e5f80a9b3a
// CORPUS-STEP: 38 canonicalize correct ef06fca515ae0b8c
// CORPUS-STEP: 40 convert-linalg-to-loops correct 65045767aa999832
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xi1>, %arg1: tensor<?x5xi1>) -> tensor<2x3xi1> {
    %0 = tosa.logical_and %arg0, %arg1 : (tensor<?x5xi1>, tensor<?x5xi1>) -> tensor<3x5xi1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.slice %0, %1, %2 : (tensor<3x5xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi1>
    return %3 : tensor<2x3xi1>
  }
}
