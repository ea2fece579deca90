// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.extract_slice.fold.after-insert-slice
// CORPUS-KEY: pattern tensor.extract_slice.fold.identity
// CORPUS-SEED: 991157
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct f5c7a36671ad34e2
// CORPUS-STEP: 15 one-shot-bufferize correct e78564367d70d363
// CORPUS-STEP: 17 canonicalize correct 71b85f770dffe529
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 14ceb103f48a6cda
// CORPUS-STEP: 19 canonicalize correct b2b382a35a8a734b
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 8615aa89dae39736
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 958073425f8a7500
func.func @main(%arg0: f32) -> (tensor<2xf32>, tensor<1xf32>) {
  %0 = arith.constant dense<-704.0> : tensor<2xf32>
  %1 = tensor.insert_slice %0 into %0[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
  %2 = tensor.extract_slice %1[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
  %3 = tensor.from_elements %arg0 : tensor<1xf32>
  return %2, %3 : tensor<2xf32>, tensor<1xf32>
}
