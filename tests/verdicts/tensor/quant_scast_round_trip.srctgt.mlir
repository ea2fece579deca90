// quant.scast from a !quant.uniform<u8:f32, 0.25:128> tensor to its i8 storage bits and back, around a tensor.extract_slice, against the slice taken on the quantized tensor directly: a storage cast keeps the bits: correct.
// VERDICT: correct
func.func @src(%x: tensor<4x!quant.uniform<u8:f32, 0.25:128>>) -> tensor<2x!quant.uniform<u8:f32, 0.25:128>> {
  %0 = quant.scast %x : tensor<4x!quant.uniform<u8:f32, 0.25:128>> to tensor<4xi8>
  %1 = tensor.extract_slice %0[1] [2] [1] : tensor<4xi8> to tensor<2xi8>
  %2 = quant.scast %1 : tensor<2xi8> to tensor<2x!quant.uniform<u8:f32, 0.25:128>>
  return %2 : tensor<2x!quant.uniform<u8:f32, 0.25:128>>
}
func.func @tgt(%x: tensor<4x!quant.uniform<u8:f32, 0.25:128>>) -> tensor<2x!quant.uniform<u8:f32, 0.25:128>> {
  %0 = tensor.extract_slice %x[1] [2] [1] : tensor<4x!quant.uniform<u8:f32, 0.25:128>> to tensor<2x!quant.uniform<u8:f32, 0.25:128>>
  return %0 : tensor<2x!quant.uniform<u8:f32, 0.25:128>>
}
