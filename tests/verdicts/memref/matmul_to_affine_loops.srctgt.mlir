// linalg.matmul on buffers lowered to affine loops (convert-linalg-to-affine-loops): correct; the sum
// order is the loop order in both.
// VERDICT: correct
func.func @src(%a: memref<2x2xf32>, %b: memref<2x2xf32>, %c: memref<2x2xf32>) {
  linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  return
}
func.func @tgt(%a: memref<2x2xf32>, %b: memref<2x2xf32>, %c: memref<2x2xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 2 {
        %x = affine.load %a[%i, %k] : memref<2x2xf32>
        %y = affine.load %b[%k, %j] : memref<2x2xf32>
        %z = affine.load %c[%i, %j] : memref<2x2xf32>
        %m = arith.mulf %x, %y : f32
        %s = arith.addf %z, %m : f32
        affine.store %s, %c[%i, %j] : memref<2x2xf32>
      }
    }
  }
  return
}
