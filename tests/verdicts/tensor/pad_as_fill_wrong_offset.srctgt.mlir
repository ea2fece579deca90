// tensor.pad low[1] high[1] lowered with the insert_slice at offset 0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<2xf32>) -> tensor<4xf32> {
  %c = arith.constant 0xFF800000 : f32
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}
func.func @tgt(%t: tensor<2xf32>) -> tensor<4xf32> {
  %c = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %t into %f[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}
