// BUG: not yet reported upstream (found by tvfuzz campaign seed 4, generator 0.1.0)
// tosa-to-linalg lowers tosa.argmax with the running maximum initialised to the lowest finite
// value (-65504 for f16) and a strict `>` update. TOSA 1.0 ARGMAX starts from -Inf (the
// minimum value of the type), so a column [-Inf, lowest finite, -Inf] must give index 1; the
// lowering keeps index 0.
// BUGS-ENTRY: 4
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x3x1xf16>) -> tensor<1x1xi32> {
  %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<1x3x1xf16>) -> tensor<1x1xi32>
  return %0 : tensor<1x1xi32>
}
