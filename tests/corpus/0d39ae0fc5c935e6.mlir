// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.extract_slice.fold.after-insert-slice
// CORPUS-KEY: pattern tensor.extract_slice.fold.identity
// CORPUS-SEED: 991157
// PIPELINE: loops
// CORPUS-CORRECT: 2:9e59cab3f8720fc5 15:238944fa0c54ba0f 18:9b8f69e56b14902a 19:cb0041b658bcb20a 20:9bb5ed3e663257d6
// CORPUS-CORRECT: 24:1463f529a749c5bf
module {
  func.func @main() -> tensor<2xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<2xf32>
    %inserted_slice = tensor.insert_slice %cst into %cst[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    %extracted_slice = tensor.extract_slice %inserted_slice[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
    return %extracted_slice : tensor<2xf32>
  }
}
