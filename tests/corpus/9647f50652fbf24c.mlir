// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.divsi.fold.const
// CORPUS-KEY: pattern arith.divsi.fold.mul-cancel
// CORPUS-KEY: pattern arith.divsi.fold.one-rhs
// CORPUS-SEED: 994460
// PIPELINE: loops
// CORPUS-STEP: 11 tosa-to-linalg correct 5b8d782a85415947
// CORPUS-STEP: 13 tosa-to-tensor correct e35bf87902264824
// CORPUS-STEP: 15 one-shot-bufferize correct d51523b3067e19be
// CORPUS-STEP: 17 canonicalize correct 40e83cebe23a5014
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 32ad7c54408b9afe
// CORPUS-STEP: 19 canonicalize correct 2255ead4ab00cfb1
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 40e83cebe23a5014
// CORPUS-STEP: 25 convert-linalg-to-loops correct ad5777dbd2a7cbc9
// CORPUS-STEP: 28 cse correct 212392b7c51b3cc1
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xf16>) -> tensor<?x15xf16> {
    %0 = tosa.const_shape  {values = dense<3> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.tile %arg0, %0 : (tensor<?x5xf16>, !tosa.shape<2>) -> tensor<?x15xf16>
    return %1 : tensor<?x15xf16>
  }
}
