// bufferization.materialize_in_destination of a tensor into an argument buffer writes every element
// (as one-shot-bufferize turns it into a copy): against an explicit memref.copy. Correct.
// VERDICT: correct
func.func @src(%t: tensor<3xi32>, %out: memref<3xi32>) {
  %n = arith.addi %t, %t : tensor<3xi32>
  bufferization.materialize_in_destination %n in restrict writable %out : (tensor<3xi32>, memref<3xi32>) -> ()
  return
}
func.func @tgt(%t: tensor<3xi32>, %out: memref<3xi32>) {
  %n = arith.addi %t, %t : tensor<3xi32>
  %m = bufferization.to_buffer %n : tensor<3xi32> to memref<3xi32>
  memref.copy %m, %out : memref<3xi32> to memref<3xi32>
  return
}
