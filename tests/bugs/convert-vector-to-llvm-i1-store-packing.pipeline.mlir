// BUG: not yet reported upstream (BUGS.md #27; the execution oracle's form of tests/exec/bugs/vector-i1-store-packing.mlir)
// On the vectorize preset, affine-super-vectorize turns the loop of a tosa.logical_not on tensor<4xi1> into
// one in-bounds vector.transfer_write of vector<4xi1> into a memref<4xi1>. Its output is right; the wrong
// code comes later, when convert-vector-to-llvm stores the vector as one byte of four packed bits while a
// memref of i1 keeps one byte per element. The execution bisection names the first snapshot whose compiled
// code differs, affine-super-vectorize (campaign finding 5b27b7b18df2dcbd, reduced by tvfuzz triage).
// BUGS-ENTRY: 27
// PIPELINE: vectorize
// EXPECT: exec
// EXPECT-STATUS: exec-mismatch
func.func @main(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_not %arg0 : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
