// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.divsi.fold.const
// CORPUS-KEY: pattern arith.divsi.fold.mul-cancel
// CORPUS-KEY: pattern arith.divsi.fold.one-rhs
// CORPUS-SEED: 994460
// PIPELINE: loops
// CORPUS-CORRECT: 11:5b8d782a85415947 13:e35bf87902264824 15:d51523b3067e19be 17:40e83cebe23a5014 18:32ad7c54408b9afe
// CORPUS-CORRECT: 19:2255ead4ab00cfb1 20:40e83cebe23a5014 25:ad5777dbd2a7cbc9 28:212392b7c51b3cc1
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5xf16>) -> tensor<?x15xf16> {
    %0 = tosa.const_shape  {values = dense<3> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.tile %arg0, %0 : (tensor<?x5xf16>, !tosa.shape<2>) -> tensor<?x15xf16>
    return %1 : tensor<?x15xf16>
  }
}
