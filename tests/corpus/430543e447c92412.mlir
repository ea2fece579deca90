// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass arith-expand
// CORPUS-KEY: pass buffer-deallocation-simplification
// CORPUS-KEY: pass convert-linalg-to-loops
// CORPUS-KEY: pass linalg-fuse-elementwise-ops
// CORPUS-KEY: pass one-shot-bufferize
// CORPUS-KEY: pass ownership-based-buffer-deallocation
// CORPUS-KEY: pass tosa-to-linalg
// CORPUS-KEY: pass tosa-to-tensor
// CORPUS-KEY: pattern arith-expand.maximumf
// CORPUS-KEY: pattern linalg.fill.canon.fill-expand-shape
// CORPUS-KEY: pattern tensor.collapse_shape.canon.collapse-of-expand
// CORPUS-KEY: pattern tensor.collapse_shape.canon.compose-collapse-collapse
// CORPUS-KEY: pattern tensor.collapse_shape.canon.of-cast
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-const
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-from-elements
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-splat-op
// CORPUS-KEY: pattern tensor.collapse_shape.fold.const
// CORPUS-KEY: pattern tensor.collapse_shape.fold.identity
// CORPUS-KEY: pattern tensor.collapse_shape.fold.inverse-expand
// CORPUS-KEY: pattern tensor.expand_shape.canon.compose-expand-expand
// CORPUS-KEY: pattern tensor.expand_shape.canon.expand-of-collapse
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-const
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-from-elements
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-splat-op
// CORPUS-KEY: pattern tensor.expand_shape.canon.static-from-cast
// CORPUS-KEY: pattern tensor.expand_shape.fold.const
// CORPUS-KEY: pattern tensor.expand_shape.fold.identity
// CORPUS-KEY: pattern tensor.expand_shape.fold.inverse-collapse
// CORPUS-KEY: pattern tosa.transpose.canon.is-reshape
// CORPUS-SEED: 1305129
// PIPELINE: full
// CORPUS-CORRECT: 0:05bc3c39133e5f8e 19:7d15ab29e078e5de 20:73c6cd29a6c8871b 22:62c1cfc3edf69794 23:4a761584d658ce52
// CORPUS-CORRECT: 24:5b124b957694c776 25:4a761584d658ce52 30:cfbb77bb4a002e2b 33:619fc80f69762a7d 34:7f8e087e6d5706f9
// CORPUS-CORRECT: 35:cfbb77bb4a002e2b 40:f67724d3b534c274
// CORPUS-STEP: 17 tosa-to-linalg miscompile 0b01da240a2992cf
// CORPUS-STEP: 27 arith-expand miscompile c573bc942bf2b158
func.func @main(%arg0: tensor<3x1x2x1xf32>) -> tensor<1x3x1x1xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0, 3, 2>} : (tensor<3x1x2x1xf32>) -> tensor<1x3x1x2xf32>
  %1 = tosa.reduce_max %0 {axis = 3 : i32} : (tensor<1x3x1x2xf32>) -> tensor<1x3x1x1xf32>
  return %1 : tensor<1x3x1x1xf32>
}
