// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.ori.canon.ext-si
// CORPUS-KEY: pattern arith.ori.canon.ext-ui
// CORPUS-KEY: pattern arith.ori.fold.all-ones-rhs
// CORPUS-KEY: pattern arith.ori.fold.const
// CORPUS-KEY: pattern arith.ori.fold.x-or-not-x
// CORPUS-KEY: pattern arith.ori.fold.zero-rhs
// CORPUS-KEY: pattern arith.xori.canon.ext-si
// CORPUS-KEY: pattern arith.xori.canon.ext-ui
// CORPUS-KEY: pattern arith.xori.canon.not-cmpi
// CORPUS-KEY: pattern arith.xori.fold.const
// CORPUS-KEY: pattern arith.xori.fold.same-operand
// CORPUS-KEY: pattern arith.xori.fold.xor-cancel
// CORPUS-KEY: pattern arith.xori.fold.zero-rhs
// CORPUS-SEED: 1704859
// PIPELINE: full
// CORPUS-CORRECT: 0:b791a4a3c890c90f 24:80220c5879e3e7a7 30:88302fbcbdae081e 33:9e72163eeba3e25a 34:90b7dc0313c01188
// CORPUS-CORRECT: 35:88302fbcbdae081e 40:f026b05aa2825180 41:a0d0676977fc0d03
module {
  func.func @main(%arg0: tensor<1xi16>) -> tensor<i16> {
    %0 = tensor.empty() : tensor<i16>
    %reduced = linalg.reduce ins(%arg0 : tensor<1xi16>) outs(%0 : tensor<i16>) dimensions = [0] 
      (%in: i16, %init: i16) {
        %c1_i16 = arith.constant 1 : i16
        %1 = arith.xori %in, %c1_i16 : i16
        %c-1_i16 = arith.constant -1 : i16
        %2 = arith.ori %1, %c-1_i16 : i16
        %3 = arith.ori %2, %init : i16
        linalg.yield %3 : i16
      }
    return %reduced : tensor<i16>
  }
}
