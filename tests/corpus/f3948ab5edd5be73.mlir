// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.argmax.fold.unit-axis
// CORPUS-KEY: pattern tosa.clamp.canon.clamp-of-clamp
// CORPUS-KEY: pattern tosa.clamp.canon.noop
// CORPUS-KEY: pattern tosa.reshape.fold.const-single-use
// CORPUS-KEY: pattern tosa.reshape.fold.identity
// CORPUS-KEY: pattern tosa.reshape.fold.reshape-of-reshape
// CORPUS-KEY: pattern tosa.reshape.fold.splat-const
// CORPUS-SEED: 991279
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:b7b7f80ce133fe38
func.func @main(%arg0: tensor<1xi16>) -> tensor<1x1xi32> {
  %0 = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %1 = tosa.reshape %arg0, %0 : (tensor<1xi16>, !tosa.shape<3>) -> tensor<1x1x1xi16>
  %2 = tosa.clamp %1 {min_val = -32767 : i16, max_val = -10839 : i16} : (tensor<1x1x1xi16>) -> tensor<1x1x1xi16>
  %3 = tosa.argmax %2 {axis = 1 : i32} : (tensor<1x1x1xi16>) -> tensor<1x1xi32>
  return %3 : tensor<1x1xi32>
}
