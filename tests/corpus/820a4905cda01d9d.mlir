// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.transpose.fold.identity-perms
// CORPUS-SEED: 996574
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 33b44ee1113225f3
// CORPUS-STEP: 15 one-shot-bufferize correct bb8b77e1c437a03e
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 26777621c3c93558
// CORPUS-STEP: 19 canonicalize correct e85b3c9b8a25c612
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 82d3f1ef1d7f64bd
// CORPUS-STEP: 24 convert-bufferization-to-memref correct edc9f2463656143c
func.func @main(%arg0: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 0, 1>} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
