// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.ctpop.fold.const
// CORPUS-SEED: 2104699
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:0afa11208a5cd179
module {
  func.func @main(%arg0: tensor<1x1x1x1xi8>) -> tensor<1x1x1xi8> {
    %0 = tensor.empty() : tensor<1x1x1xi8>
    %reduced = linalg.reduce ins(%arg0 : tensor<1x1x1x1xi8>) outs(%0 : tensor<1x1x1xi8>) dimensions = [0] 
      (%in: i8, %init: i8) {
        %c0_i8 = arith.constant 0 : i8
        %1 = math.ctpop %c0_i8 : i8
        linalg.yield %1 : i8
      }
    return %reduced : tensor<1x1x1xi8>
  }
}
