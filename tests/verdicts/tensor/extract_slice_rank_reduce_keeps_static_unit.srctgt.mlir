// A static unit size whose result dim is a static 1 is kept, and the next one is dropped: [1, 1, 4] to
// tensor<1x4xf32> keeps dim 0 and drops dim 1; the collapse of the last two dims instead gives a
// different shape, which a wrong drop rule would accept.
// VERDICT: correct
func.func @src(%a: tensor<2x3x4xf32>) -> tensor<1x4xf32> {
  %s = tensor.extract_slice %a[1, 2, 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x4xf32>
  return %s : tensor<1x4xf32>
}
func.func @tgt(%a: tensor<2x3x4xf32>) -> tensor<1x4xf32> {
  %s = tensor.extract_slice %a[1, 2, 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x1x4xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  return %c : tensor<1x4xf32>
}
