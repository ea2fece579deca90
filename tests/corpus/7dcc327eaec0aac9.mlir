// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_product.fold.unit-axis
// CORPUS-SEED: 993084
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4fcff91005edce1e
// CORPUS-STEP: 15 one-shot-bufferize correct a6cbf451ea551bb7
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 2c6ee690f6d90c87
// CORPUS-STEP: 19 canonicalize correct a5625709080ebff5
// CORPUS-STEP: 20 buffer-deallocation-simplification correct ac7508da63d0cb5c
// CORPUS-STEP: 24 convert-bufferization-to-memref correct d1158adbe9553dda
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_product %arg0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
