// The copy into the output argument is dropped: %b's final contents differ. Miscompile (value of %arg1's buffer).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<3xi32>, %b: memref<3xi32>) {
  memref.copy %a, %b : memref<3xi32> to memref<3xi32>
  return
}
func.func @tgt(%a: memref<3xi32>, %b: memref<3xi32>) {
  return
}
