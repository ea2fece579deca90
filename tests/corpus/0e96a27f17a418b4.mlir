// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.extract_slice.canon.cast-source
// CORPUS-SEED: 994220
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct f268e25ee270e512
// CORPUS-STEP: 17 tosa-to-linalg correct b8be7e5794dd0970
// CORPUS-STEP: 19 tosa-to-tensor correct a22e5b993eb41d2b
// CORPUS-STEP: 20 canonicalize correct 544fe48bbc445ad2
// CORPUS-STEP: 21 cse correct 747c94c9b1fe3cf0
// CORPUS-STEP: 27 arith-expand correct 1576335fcbc0a85a
// CORPUS-STEP: 30 one-shot-bufferize correct ec5485776fead9f9
// CORPUS-STEP: 31 expand-realloc correct 459c5b2f626709d7
// CORPUS-STEP: 32 canonicalize correct b1d92986b4836e88
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct f6a8950772ef6b29
// CORPUS-STEP: 34 canonicalize correct 59e95527ef33e598
// CORPUS-STEP: 35 buffer-deallocation-simplification correct b98c4e509aeb0380
// CORPUS-STEP: 36 bufferization-lower-deallocations correct d71b107ae0c49823
// CORPUS-STEP: 37 cse correct dd2c40a0e158d695
// CORPUS-STEP: 38 canonicalize correct 69f91a85ec3207a1
// CORPUS-STEP: 40 convert-linalg-to-loops correct 0c4cd7b6ca8ad65f
// tvfuzz dynamic variant: 2 argument dims made '?' (0 of size 1) in 2 arguments, 0 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xi1>, %arg1: tensor<?x5xi1>) -> tensor<2x3xi1> {
    %0 = tosa.logical_and %arg0, %arg1 : (tensor<?x5xi1>, tensor<?x5xi1>) -> tensor<3x5xi1>
    %1 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.slice %0, %1, %2 : (tensor<3x5xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi1>
    return %3 : tensor<2x3xi1>
  }
}

