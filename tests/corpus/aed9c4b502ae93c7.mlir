// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.const_shape.fold.attr
// CORPUS-KEY: pattern tosa.reduce_all.fold.unit-axis
// CORPUS-KEY: pattern tosa.reduce_any.fold.unit-axis
// CORPUS-KEY: pattern tosa.slice.canon.dynamic-size
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-concat
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-pad
// CORPUS-KEY: pattern tosa.slice.fold.identity
// CORPUS-KEY: pattern tosa.slice.fold.single-element-const
// CORPUS-KEY: pattern tosa.slice.fold.splat-const
// CORPUS-KEY: pattern tosa.tile.fold.all-ones
// CORPUS-SEED: 1906202
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:3fc79028dca8af04
module {
  func.func @main() -> tensor<1x1xi1> {
    %0 = "tosa.const"() <{values = dense<false> : tensor<2x1xi1>}> : () -> tensor<2x1xi1>
    %1 = tosa.reduce_all %0 {axis = 1 : i32} : (tensor<2x1xi1>) -> tensor<2x1xi1>
    %2 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.tile %1, %2 : (tensor<2x1xi1>, !tosa.shape<2>) -> tensor<2x1xi1>
    %4 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.slice %3, %4, %5 : (tensor<2x1xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi1>
    %7 = tosa.reduce_any %6 {axis = 1 : i32} : (tensor<1x1xi1>) -> tensor<1x1xi1>
    return %7 : tensor<1x1xi1>
  }
}
