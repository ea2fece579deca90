// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.broadcast.canon.erase-identity
// CORPUS-SEED: 992501
// PIPELINE: full
// CORPUS-CORRECT: 0:48d3ae1e5aa0a967 30:04888b6eb20df383 33:7d5dd77b783df1fc 34:9712d382af703b9a 35:b5b1785d5490da12
// CORPUS-CORRECT: 39:bfc6f83d46473db1
module {
  func.func @main() -> tensor<5x1x1x1xf32> {
    %0 = tensor.empty() : tensor<1x1x1xf32>
    %1 = tensor.empty() : tensor<5x1x1x1xf32>
    %broadcasted = linalg.broadcast ins(%0 : tensor<1x1x1xf32>) outs(%1 : tensor<5x1x1x1xf32>) dimensions = [0] 
    %cst = arith.constant dense<0.000000e+00> : tensor<5x1x1x1xf32>
    %inserted_slice = tensor.insert_slice %cst into %broadcasted[0, 0, 0, 0] [5, 1, 1, 1] [1, 1, 1, 1] : tensor<5x1x1x1xf32> into tensor<5x1x1x1xf32>
    return %inserted_slice : tensor<5x1x1x1xf32>
  }
}
