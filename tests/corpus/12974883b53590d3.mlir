// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.floor.fold.const
// CORPUS-KEY: pattern math.roundeven.fold.const
// CORPUS-SEED: 996935
// PIPELINE: loops
// CORPUS-CORRECT: 2:f3b7fe8ee3838cb2 15:7124ebb1387215c7 18:a3d11d4e991d1eb5 19:742562c03feeaad3 20:ff2ce4d4420bf760
// CORPUS-CORRECT: 24:3301670522fcbf82
module {
  func.func @main(%arg0: tensor<5xbf16>) -> tensor<5xbf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<5xbf16>
    %0 = tensor.empty() : tensor<5xbf16>
    %mapped = linalg.map ins(%cst : tensor<5xbf16>) outs(%0 : tensor<5xbf16>)
      (%in: bf16, %init: bf16) {
        %1 = math.floor %in : bf16
        %2 = math.roundeven %1 : bf16
        linalg.yield %2 : bf16
      }
    %inserted_slice = tensor.insert_slice %arg0 into %mapped[0] [5] [1] : tensor<5xbf16> into tensor<5xbf16>
    return %inserted_slice : tensor<5xbf16>
  }
}
