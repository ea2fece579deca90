// alloc_tensor copy(%t) starts as a copy of %t; tgt makes an uninitialized tensor instead, so the
// unwritten elements are poison where src has %t's values. Miscompile.
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%t: tensor<3xi32>, %v: i32) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() copy(%t) : tensor<3xi32>
  %r = tensor.insert %v into %e[%c0] : tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @tgt(%t: tensor<3xi32>, %v: i32) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() : tensor<3xi32>
  %r = tensor.insert %v into %e[%c0] : tensor<3xi32>
  return %r : tensor<3xi32>
}
