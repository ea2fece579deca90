// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.extract_slice.fold.after-insert-slice
// CORPUS-KEY: pattern tensor.extract_slice.fold.identity
// CORPUS-SEED: 991157
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 9e59cab3f8720fc5
// CORPUS-STEP: 15 one-shot-bufferize correct 238944fa0c54ba0f
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 9b8f69e56b14902a
// CORPUS-STEP: 19 canonicalize correct cb0041b658bcb20a
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 9bb5ed3e663257d6
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 1463f529a749c5bf
module {
  func.func @main() -> tensor<2xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<2xf32>
    %inserted_slice = tensor.insert_slice %cst into %cst[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    %extracted_slice = tensor.extract_slice %inserted_slice[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
    return %extracted_slice : tensor<2xf32>
  }
}
