// Seed: linalg.generic on memrefs: a strided argument (padded rows, offset 2) read through a transposing map, a broadcast row, the output argument read and overwritten (out-parameter; @main returns nothing).
func.func @main(%a: memref<4x4xf32, strided<[8, 1], offset: 2>>, %row: memref<4xf32>, %out: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %row : memref<4x4xf32, strided<[8, 1], offset: 2>>, memref<4xf32>) outs(%out : memref<4x4xf32>) {
  ^bb0(%x: f32, %r: f32, %o: f32):
    %s = arith.addf %x, %r : f32
    %m = arith.maximumf %s, %o : f32
    linalg.yield %m : f32
  }
  return
}
