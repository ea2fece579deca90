// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.equal.fold.same-int-operand
// CORPUS-SEED: 996097
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct d027d70fe86792f6
// CORPUS-STEP: 11 tosa-to-linalg correct 8ffd48d2982f3327
// CORPUS-STEP: 12 tosa-to-arith correct b5f7a476771fdb47
// CORPUS-STEP: 15 one-shot-bufferize correct 2dfb6cde1ef7b677
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct b0985f3b2a07d407
// CORPUS-STEP: 19 canonicalize correct e4ceeb7ae9216ccb
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 6e1b8340da9ce0fc
// CORPUS-STEP: 24 convert-bufferization-to-memref correct b2ea073681fa14fc
func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<3x2xf32>) -> (tensor<5xi1>, tensor<3x2xf32>) {
  %0 = tosa.cast %arg0 : (tensor<5xf32>) -> tensor<5xi32>
  %1 = tosa.equal %0, %0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  %2 = tosa.erf %arg1 : (tensor<3x2xf32>) -> tensor<3x2xf32>
  return %1, %2 : tensor<5xi1>, tensor<3x2xf32>
}
