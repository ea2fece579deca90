// linalg.transpose on buffers lowered to an scf.for nest (as convert-linalg-to-loops emits it): correct.
// VERDICT: correct
func.func @src(%a: memref<2x3xf32>, %b: memref<3x2xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%b : memref<3x2xf32>) permutation = [1, 0]
  return
}
func.func @tgt(%a: memref<2x3xf32>, %b: memref<3x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %x = memref.load %a[%j, %i] : memref<2x3xf32>
      memref.store %x, %b[%i, %j] : memref<3x2xf32>
    }
  }
  return
}
