// a tensor.empty whose size is read from tensor data (tensor.extract of an index tensor): the size is not computable from shapes, so the pair is unsupported (never guessed).
// VERDICT: unsupported
func.func @src(%n: tensor<index>, %x: f32) -> tensor<?xf32> {
  %d = tensor.extract %n[] : tensor<index>
  %e = tensor.empty(%d) : tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func @tgt(%n: tensor<index>, %x: f32) -> tensor<?xf32> {
  %d = tensor.extract %n[] : tensor<index>
  %e = tensor.empty(%d) : tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
