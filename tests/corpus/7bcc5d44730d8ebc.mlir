// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass eliminate-empty-tensors
// CORPUS-KEY: pattern tosa.concat.fold.concat-of-concat
// CORPUS-SEED: 992795
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 0e7fa0c5a78dfa39
// CORPUS-STEP: 11 tosa-to-linalg correct 54d3490c583905ac
// CORPUS-STEP: 12 tosa-to-arith correct 716a70f0ebb45b8d
// CORPUS-STEP: 13 tosa-to-tensor correct 3b4bb4c7f3c3c433
// CORPUS-STEP: 14 eliminate-empty-tensors correct fecb703e5af29eae
// CORPUS-STEP: 15 one-shot-bufferize correct 4b357a352ae7c55b
// CORPUS-STEP: 17 canonicalize correct d4ad03fbd5865514
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct d285f4c4460d4b17
// CORPUS-STEP: 19 canonicalize correct 58014faf9374357c
// CORPUS-STEP: 20 buffer-deallocation-simplification correct ee8a5714392e1d74
// CORPUS-STEP: 21 bufferization-lower-deallocations correct aec991a4a3aaffca
// CORPUS-STEP: 23 canonicalize correct 9758e56348e96d62
// CORPUS-STEP: 25 convert-linalg-to-loops correct 73e8bdff6537f26a
// CORPUS-STEP: 28 cse correct d4fc182974aa5f93
module {
  func.func @main(%arg0: tensor<3xbf16>) -> tensor<7xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %1 = tosa.maximum %0, %0 : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
    %2 = tosa.concat %1, %arg0 {axis = 0 : i32} : (tensor<2xbf16>, tensor<3xbf16>) -> tensor<5xbf16>
    %3 = tosa.concat %2, %1 {axis = 0 : i32} : (tensor<5xbf16>, tensor<2xbf16>) -> tensor<7xbf16>
    return %3 : tensor<7xbf16>
  }
}
