// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.ceildivsi
// CORPUS-SEED: 1703234
// PIPELINE: expand
// CORPUS-CORRECT: 2:915698a494427c94 14:766407a7376fed48 15:3a9c02a9cf305f66
module {
  func.func @main(%arg0: tensor<1x1x1x1xi32>) -> tensor<1xi32> {
    %0 = tensor.empty() : tensor<1xi32>
    %reduced = linalg.reduce ins(%arg0 : tensor<1x1x1x1xi32>) outs(%0 : tensor<1xi32>) dimensions = [1, 2, 3] 
      (%in: i32, %init: i32) {
        %c0_i32 = arith.constant 0 : i32
        %1 = arith.ceildivsi %in, %c0_i32 : i32
        linalg.yield %1 : i32
      }
    return %reduced : tensor<1xi32>
  }
}
