// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.atan.fold.const
// CORPUS-KEY: pattern tensor.extract_slice.fold.splat-const
// CORPUS-SEED: 994774
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:ab4cded64c597ad5 15:729b7cc6a96154fb 18:692b5b772eb1058f 19:4ac2af4d431f0f4e 20:729b7cc6a96154fb
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = arith.constant dense<-1.5> : tensor<2xf32>
  %1 = tensor.extract_slice %0[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
  %2 = tensor.empty() : tensor<2xf32>
  %3 = linalg.map ins(%1, %arg0 : tensor<2xf32>, tensor<2xf32>) outs(%2 : tensor<2xf32>)
    (%b3_0: f32, %b3_1: f32, %b3_2: f32) {
    %b3_3 = arith.constant 0x80800000 : f32
    %b3_4 = math.atan %b3_3 : f32
    %b3_5 = math.rsqrt %b3_1 : f32
    %b3_6 = arith.negf %b3_4 : f32
    %b3_7 = arith.negf %b3_4 : f32
    %b3_8 = arith.divf %b3_6, %b3_7 : f32
    %b3_9 = arith.maxnumf %b3_5, %b3_0 : f32
    linalg.yield %b3_9 : f32
    }
  return %3 : tensor<2xf32>
}
