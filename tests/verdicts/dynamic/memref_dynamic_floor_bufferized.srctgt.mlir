// A tensor function with a dynamic dimension and its bufferized form (one-shot-bufferize with identity layouts at
// the boundary): the memref argument and result get the same case split as the tensor ones; correct.
// VERDICT: correct
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @src(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %f = math.floor %x : f32
    linalg.yield %f : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @tgt(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %a = memref.alloc(%d) {alignment = 64 : i64} : memref<?x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<?x4xf32>) outs(%a : memref<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %f = math.floor %x : f32
    linalg.yield %f : f32
  }
  return %a : memref<?x4xf32>
}
