// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass convert-bufferization-to-memref
// CORPUS-KEY: pass tosa-optional-decompositions
// CORPUS-KEY: pattern linalg.copy.canon.erase-self-copy
// CORPUS-KEY: pattern linalg.fill.canon.extract-of-fill
// CORPUS-KEY: pattern linalg.fill.canon.transpose-of-fill
// CORPUS-KEY: pattern tensor.empty.canon.fold-cast
// CORPUS-KEY: pattern tensor.empty.canon.fold-dim
// CORPUS-KEY: pattern tensor.empty.canon.static-dims
// CORPUS-KEY: pattern tensor.extract.canon.from-cast
// CORPUS-KEY: pattern tensor.extract.canon.from-index-cast
// CORPUS-KEY: pattern tensor.extract.fold.after-insert
// CORPUS-KEY: pattern tensor.extract.fold.dense-const
// CORPUS-KEY: pattern tensor.extract.fold.from-elements
// CORPUS-KEY: pattern tensor.extract.fold.splat-const
// CORPUS-KEY: pattern tensor.generate.canon.extract-from-generate
// CORPUS-SEED: 1506719
// PIPELINE: loops
// CORPUS-CORRECT: 2:ab2dd8d3d41bc035 3:2402835ce4bd4b3c 15:3563948ccbede0eb 18:d60245460f47acb1 19:6854066e35797901
// CORPUS-CORRECT: 20:bb4a7e6f80e4b846 24:f1bd9f6af9be6048
module {
  func.func @main(%arg0: bf16, %arg1: tensor<1x1x1xf32>) -> (bf16, tensor<1x1x1xf32>) {
    %0 = tensor.empty() : tensor<1x1x1xbf16>
    %1 = linalg.fill ins(%arg0 : bf16) outs(%0 : tensor<1x1x1xbf16>) -> tensor<1x1x1xbf16>
    %2 = tensor.empty() : tensor<1x1x1xbf16>
    %transposed = linalg.transpose ins(%1 : tensor<1x1x1xbf16>) outs(%2 : tensor<1x1x1xbf16>) permutation = [2, 0, 1] 
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %transposed[%c0, %c0, %c0] : tensor<1x1x1xbf16>
    %3 = linalg.copy ins(%arg1 : tensor<1x1x1xf32>) outs(%arg1 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    return %extracted, %3 : bf16, tensor<1x1x1xf32>
  }
}
