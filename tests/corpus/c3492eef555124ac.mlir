// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.divsi.fold.const
// CORPUS-KEY: pattern arith.divsi.fold.mul-cancel
// CORPUS-KEY: pattern arith.divsi.fold.one-rhs
// CORPUS-SEED: 994460
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 14cc26f8afc08d21
// CORPUS-STEP: 11 tosa-to-linalg correct dfa4cd35d100c615
// CORPUS-STEP: 13 tosa-to-tensor correct d25fc8aea4da1098
// CORPUS-STEP: 15 one-shot-bufferize correct 9c1e3ba71e60bc87
// CORPUS-STEP: 17 canonicalize correct 86c633b6c999bb9e
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 1b7c39b8b4afcee4
// CORPUS-STEP: 19 canonicalize correct 6a0150c82d16a18e
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 941461def41ebbd5
// CORPUS-STEP: 21 bufferization-lower-deallocations correct e74a0c49481f1111
// CORPUS-STEP: 23 canonicalize correct 1a56e6b31ba544a3
// CORPUS-STEP: 25 convert-linalg-to-loops correct f141b17ab9eceaa1
// CORPUS-STEP: 26 canonicalize correct f1424d3ef484733e
// CORPUS-STEP: 28 cse correct 4da30981e3502440
// tvfuzz dynamic variant: 1 argument dims made '?' (1 of size 1) in 1 arguments, 2 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xi32>) -> tensor<?x15xf16> {
    %0 = tosa.cast %arg0 : (tensor<?x5xi32>) -> tensor<?x5xf16>
    %1 = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.tile %0, %1 : (tensor<?x5xf16>, !tosa.shape<2>) -> tensor<?x15xf16>
    return %2 : tensor<?x15xf16>
  }
}

