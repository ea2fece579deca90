// builtin.unrealized_conversion_cast from f32 to i32 elements: such a cast has no meaning of its own (the conversion framework expects it folded away), so only a change of integer signedness or of quantized storage spelling (same bits) is modelled; this pair is unsupported, never correct.
// VERDICT: unsupported
func.func @src(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = builtin.unrealized_conversion_cast %x : tensor<4xf32> to tensor<4xi32>
  %1 = builtin.unrealized_conversion_cast %0 : tensor<4xi32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
