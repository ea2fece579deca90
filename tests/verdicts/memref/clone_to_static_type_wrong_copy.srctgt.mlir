// Where the operand has the size the clone states, the copy must be right: a lowering that zero-fills instead is wrong (twin of clone_to_static_type_asserts_sizes).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%arg0: memref<?x2xf32>) -> memref<1x2xf32> {
  %0 = bufferization.clone %arg0 : memref<?x2xf32> to memref<1x2xf32>
  return %0 : memref<1x2xf32>
}
func.func @tgt(%arg0: memref<?x2xf32>) -> memref<1x2xf32> {
  %z = arith.constant 0.0 : f32
  %alloc = memref.alloc() : memref<1x2xf32>
  linalg.fill ins(%z : f32) outs(%alloc : memref<1x2xf32>)
  return %alloc : memref<1x2xf32>
}
