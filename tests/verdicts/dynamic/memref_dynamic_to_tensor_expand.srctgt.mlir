// A dynamic buffer expanded and read back as a tensor (bufferization.to_tensor of a memref.expand_shape whose
// output size comes from memref.dim): the shape rules resolve the buffer's sizes in every case; correct against
// the tensor form.
// VERDICT: correct
func.func @src(%t: tensor<?xi8>) -> tensor<?x1xi8> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%d, 1] : tensor<?xi8> into tensor<?x1xi8>
  return %e : tensor<?x1xi8>
}
func.func @tgt(%m: memref<?xi8>) -> tensor<?x1xi8> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xi8>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%d, 1] : memref<?xi8> into memref<?x1xi8>
  %t = bufferization.to_tensor %e : memref<?x1xi8> to tensor<?x1xi8>
  return %t : tensor<?x1xi8>
}
