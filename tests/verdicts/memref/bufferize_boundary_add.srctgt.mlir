// One-shot bufferization at the function boundary: tensor arguments and result become memrefs;
// the linalg.generic writes a fresh buffer that is returned. Correct.
// VERDICT: correct
#map = affine_map<(d0) -> (d0)>
func.func @src(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %m = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return %m : memref<4xf32>
}
