// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass affine-loop-invariant-code-motion
// CORPUS-KEY: pattern arith.mulf.canon.neg-neg
// CORPUS-KEY: pattern arith.mulf.fold.const
// CORPUS-KEY: pattern arith.mulf.fold.one-rhs
// CORPUS-KEY: pattern arith.mulf.fold.zero-rhs-nnan-nsz
// CORPUS-KEY: pattern arith.sitofp.fold.const
// CORPUS-KEY: pattern arith.subf.fold.const
// CORPUS-KEY: pattern arith.subf.fold.pos-zero
// CORPUS-KEY: pattern math.cos.fold.const
// CORPUS-SEED: 1302184
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:ce438773bc62777c 11:8c10022165c6b2ad 12:f0e98da9b7ce7e7d 15:8070c95a2542d6df 17:c714bf646c8f4c9f
// CORPUS-CORRECT: 18:d2af3412ae87905e 19:9cdd0ae27d171e0e 20:e9c91f599d7a8e4c 21:cea24822d7874914 23:7fb3038b7c761d7a
// CORPUS-CORRECT: 25:b22a8e2b1591f391 26:ee7ee29841dde82e 27:c4069ba87c1e4569 28:df1206443dcaeb8c 29:48b311691444b07c
// CORPUS-CORRECT: 30:0ed3a6ea37f3de2e 31:d2b9dfd316c5a3f8
module {
  func.func @main() -> tensor<2xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = tosa.logical_right_shift %0, %0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %2 = tosa.cast %1 : (tensor<1xi32>) -> tensor<1xf32>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.mul %2, %3, %4 : (tensor<1xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
    %6 = tosa.sub %5, %5 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %7 = tosa.cos %6 : (tensor<2xf32>) -> tensor<2xf32>
    return %7 : tensor<2xf32>
  }
}
