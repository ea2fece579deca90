// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.log1p.fold.const
// CORPUS-SEED: 1305018
// PIPELINE: loops
// CORPUS-CORRECT: 2:95fd5465e557daa4 15:e5753d5521349945 18:584e2de22d0c865b 19:b13cedc182a59b58 20:787201ac0541273a
// CORPUS-CORRECT: 24:d855c5d8c3d29a1b 25:afe0af19a83ac49c 26:a0ed1a2e43aefd74
func.func @main(%arg0: tensor<3x5xf32>) -> (tensor<1x4xbf16>, tensor<1x3x5xf32>) {
  %0 = arith.constant dense<-127.5> : tensor<1x4xbf16>
  %1 = arith.constant dense<[[0xD26B, 18.0, 2.0]]> : tensor<1x3xbf16>
  %2 = tensor.insert_slice %1 into %0[0, 0] [1, 3] [1, 1] : tensor<1x3xbf16> into tensor<1x4xbf16>
  %3 = linalg.map ins(%2 : tensor<1x4xbf16>) outs(%2 : tensor<1x4xbf16>)
    (%b3_0: bf16, %b3_1: bf16) {
    %b3_2 = math.sqrt %b3_0 : bf16
    %b3_3 = math.log1p %b3_0 : bf16
    linalg.yield %b3_3 : bf16
    }
  %4 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 3, 5] : tensor<3x5xf32> into tensor<1x3x5xf32>
  return %3, %4 : tensor<1x4xbf16>, tensor<1x3x5xf32>
}
