// extract_slice [0] [2] [2] of tensor<4xf32> (stride 2) -> from_elements of t[0], t[2]: correct.
// VERDICT: correct
func.func @src(%t: tensor<4xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[0] [2] [2] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @tgt(%t: tensor<4xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract %t[%c0] : tensor<4xf32>
  %b = tensor.extract %t[%c2] : tensor<4xf32>
  %s = tensor.from_elements %a, %b : tensor<2xf32>
  return %s : tensor<2xf32>
}
