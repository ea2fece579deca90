// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.extract_slice.fold.after-insert-slice
// CORPUS-KEY: pattern tensor.extract_slice.fold.identity
// CORPUS-KEY: pattern tensor.extract_slice.fold.splat-const
// CORPUS-KEY: pattern tensor.from_elements.fold.const
// CORPUS-SEED: 1304743
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:80de90c5b3b81097
func.func @main() -> tensor<1x1xf16> {
  %0 = arith.constant 6.75 : f16
  %1 = tensor.from_elements %0, %0, %0, %0 : tensor<2x2xf16>
  %2 = tensor.extract_slice %1[1, 1] [1, 1] [2, 1] : tensor<2x2xf16> to tensor<1x1xf16>
  return %2 : tensor<1x1xf16>
}
