// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.cttz.fold.const
// CORPUS-SEED: 1305480
// PIPELINE: full
// CORPUS-CORRECT: 0:cea7a42f6009b210 24:404c95f75b99ac40 30:f4351f2186216af9 33:14b7a7f939cded91 34:e6b2d91e04e40195
// CORPUS-CORRECT: 35:f4351f2186216af9 40:b90972ef82f7d68f 41:06ea733318c97444
module {
  func.func @main(%arg0: tensor<1xi32>) -> tensor<i32> {
    %0 = tensor.empty() : tensor<i32>
    %reduced = linalg.reduce ins(%arg0 : tensor<1xi32>) outs(%0 : tensor<i32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %c0_i32 = arith.constant 0 : i32
        %1 = math.cttz %c0_i32 : i32
        linalg.yield %1 : i32
      }
    return %reduced : tensor<i32>
  }
}
