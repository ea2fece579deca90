// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.uitofp.fold.const
// CORPUS-SEED: 1700194
// PIPELINE: loops
// CORPUS-CORRECT: 2:3af5fa25cd29fb27 15:5eca5d9bdb00c1f0 18:4a6254fb72921cdd 19:6615be6f1df703d6 20:5eca5d9bdb00c1f0
// CORPUS-CORRECT: 25:49a6a10818ec2bf4 26:a116a20e50de2df9
module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<1xf32> {
    %0 = tensor.empty() : tensor<1xf32>
    %reduced = linalg.reduce ins(%arg0 : tensor<1x1xf32>) outs(%0 : tensor<1xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %c0_i8 = arith.constant 0 : i8
        %1 = arith.uitofp %c0_i8 : i8 to f32
        linalg.yield %1 : f32
      }
    return %reduced : tensor<1xf32>
  }
}
