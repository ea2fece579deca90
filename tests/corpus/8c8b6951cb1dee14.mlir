// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reshape.fold.const-single-use
// CORPUS-KEY: pattern tosa.reshape.fold.identity
// CORPUS-KEY: pattern tosa.reshape.fold.reshape-of-reshape
// CORPUS-KEY: pattern tosa.reshape.fold.splat-const
// CORPUS-SEED: 1705521
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:4f2bf994fa5b7e09 12:928d18f1dd798e75 15:37ce9bd4e79eebcd 18:a966502ed60bfc98 19:dbfffb5a98392c6a
// CORPUS-CORRECT: 20:e8b8b1f714df103a 24:bea7178ccad85d2f
func.func @main() -> tensor<1x1x1xi1> {
  %0 = "tosa.const"() <{values = dense<true> : tensor<1x1xi1>}> : () -> tensor<1x1xi1>
  %1 = tosa.reduce_any %0 {axis = 1 : i32} : (tensor<1x1xi1>) -> tensor<1x1xi1>
  %2 = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %3 = tosa.reshape %1, %2 : (tensor<1x1xi1>, !tosa.shape<3>) -> tensor<1x1x1xi1>
  return %3 : tensor<1x1x1xi1>
}
