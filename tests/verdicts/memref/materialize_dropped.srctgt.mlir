// The materialization into the output buffer is dropped: %out keeps its old contents. Miscompile
// on the final contents of the argument buffer.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<3xi32>, %out: memref<3xi32>) {
  %n = arith.addi %t, %t : tensor<3xi32>
  bufferization.materialize_in_destination %n in restrict writable %out : (tensor<3xi32>, memref<3xi32>) -> ()
  return
}
func.func @tgt(%t: tensor<3xi32>, %out: memref<3xi32>) {
  return
}
