// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.insert.fold.same-splat-value
// CORPUS-SEED: 1303589
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:13fffaa7d246b25b 15:21f2f004518a41bc 18:95c854333b7f08b0 19:288e24d421a8f99f 20:84eca7d5cca9a701
// CORPUS-CORRECT: 24:350ef7a3c94f9f0c
module {
  func.func @main(%arg0: tensor<1x1xbf16>, %arg1: bf16) -> tensor<1x1xbf16> {
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %arg1 into %arg0[%c0, %c0] : tensor<1x1xbf16>
    %cst = arith.constant dense<0.000000e+00> : tensor<1x1xbf16>
    %inserted_slice = tensor.insert_slice %cst into %inserted[0, 0] [1, 1] [1, 1] : tensor<1x1xbf16> into tensor<1x1xbf16>
    return %inserted_slice : tensor<1x1xbf16>
  }
}
