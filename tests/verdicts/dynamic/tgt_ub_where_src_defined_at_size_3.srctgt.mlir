// The twin of tgt_ub_where_src_extract_out_of_bounds: with sizes up to 3, size 3 has src defined
// (index 1 is in bounds) and tgt's cast to tensor<2xf32> undefined for every input: a miscompile.
// VERDICT: miscompile
// CHECK-FAILED: ub
// SKIP-IDENTITY
func.func @src(%x: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = tensor.extract %x[%c1] : tensor<?xf32>
  return %v : f32
}
func.func @tgt(%x: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %s = tensor.cast %x : tensor<?xf32> to tensor<2xf32>
  %v = tensor.extract %s[%c1] : tensor<2xf32>
  return %v : f32
}
