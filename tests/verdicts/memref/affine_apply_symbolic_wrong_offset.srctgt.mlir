// The folded load with the subview's offset counted twice (d0 * 2 + 1 instead of d0 + 1): miscompile.
// VERDICT: miscompile
func.func @src(%m: memref<16xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %v = memref.load %m[%j] : memref<16xf32>
  return %v : f32
}
func.func @tgt(%m: memref<16xf32>, %i: index) -> f32 {
  %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %v = memref.load %m[%j] : memref<16xf32>
  return %v : f32
}
