// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.addi.canon.add-add-const
// CORPUS-KEY: pattern arith.addi.canon.add-mul-neg1-lhs
// CORPUS-KEY: pattern arith.addi.canon.add-mul-neg1-rhs
// CORPUS-KEY: pattern arith.addi.canon.add-sub-const-lhs
// CORPUS-KEY: pattern arith.addi.canon.add-sub-const-rhs
// CORPUS-KEY: pattern arith.addi.fold.const
// CORPUS-KEY: pattern arith.addi.fold.sub-cancel
// CORPUS-KEY: pattern arith.addi.fold.zero-rhs
// CORPUS-KEY: pattern tensor.pad.fold.no-padding
// CORPUS-SEED: 1305169
// PIPELINE: expand
// CORPUS-CORRECT: 7:c6d8868f29c075ba
// CORPUS-STEP: 6 tosa-to-linalg-named miscompile 2750e9cfd2591c8b
// CORPUS-STEP: 14 arith-expand deferred 0d438f69a1345cce
// tvfuzz dynamic variant: 2 argument dims made '?' (2 of size 1) in 1 arguments, 1 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<2x?x?x4xf32>) -> tensor<2x?x?x4xf32> {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x?x?x4xf32>) -> tensor<2x?x?x4xf32>
    return %0 : tensor<2x?x?x4xf32>
  }
}

