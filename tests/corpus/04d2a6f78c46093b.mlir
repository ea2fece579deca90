// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.intdiv.fold.zero-lhs
// CORPUS-SEED: 994207
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 8742ec95669457a7
// CORPUS-STEP: 12 tosa-to-arith correct bdb6bbe7ba21de0b
// CORPUS-STEP: 15 one-shot-bufferize correct 70ba36a089d28939
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 241b00aa90aa2ff4
// CORPUS-STEP: 19 canonicalize correct d4c57235a3a4c034
// CORPUS-STEP: 20 buffer-deallocation-simplification correct e99f5cc12820f3a4
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 7d193a2c3f83d8a5
func.func @main() -> tensor<4x4x1xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<4x4x1xi32>}> : () -> tensor<4x4x1xi32>
  %1 = "tosa.const"() <{values = dense<2147483647> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %2 = tosa.bitwise_and %0, %1 : (tensor<4x4x1xi32>, tensor<1x1x1xi32>) -> tensor<4x4x1xi32>
  %3 = "tosa.const"() <{values = dense<1> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %4 = tosa.bitwise_or %2, %3 : (tensor<4x4x1xi32>, tensor<1x1x1xi32>) -> tensor<4x4x1xi32>
  %5 = tosa.intdiv %0, %4 : (tensor<4x4x1xi32>, tensor<4x4x1xi32>) -> tensor<4x4x1xi32>
  return %5 : tensor<4x4x1xi32>
}
