// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass affine-loop-fusion
// CORPUS-KEY: pass affine-loop-invariant-code-motion
// CORPUS-KEY: pattern arith.fptosi.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.neg-inf
// CORPUS-KEY: pattern arith.maximumf.fold.same-operand
// CORPUS-KEY: pattern arith.minimumf.fold.const
// CORPUS-KEY: pattern tosa.mul.fold.zero-rhs
// CORPUS-SEED: 2104308
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:6ba2a47c62d5e646 11:504b27354fd8b295 12:3dcfaf8ba2246a49 15:26093cf6887457d0 17:6965552b19a9fbfb
// CORPUS-CORRECT: 18:df08b87b2905f0b9 19:c6feaa42231635ea 20:386b88cdd4573c9c 21:8f327d1c920e0ebc 23:6ccc6755012cf5da
// CORPUS-CORRECT: 25:99399a5277bcc05e 27:78bbb4968a9ec819 28:0a169fc6500ce046 29:160e4fd23e62e3ae 30:092bf7694ab2637b
// CORPUS-CORRECT: 31:d65cb70a12827bab
module {
  func.func @main() -> tensor<2xi8> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.mul %0, %1, %2 : (tensor<2xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<2xf32>
    %4 = tosa.abs %3 : (tensor<2xf32>) -> tensor<2xf32>
    %5 = tosa.cast %4 : (tensor<2xf32>) -> tensor<2xi8>
    return %5 : tensor<2xi8>
  }
}
