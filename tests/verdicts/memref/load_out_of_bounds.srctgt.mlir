// tgt loads index %i + 1 where src loads %i: for %i = 1 that is out of bounds (UB) in tgt only.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<2xf32>
  return %x : f32
}
func.func @tgt(%a: memref<2xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %x = memref.load %a[%j] : memref<2xf32>
  return %x : f32
}
