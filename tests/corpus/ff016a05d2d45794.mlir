// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.slice.canon.dynamic-size
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-concat
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-pad
// CORPUS-KEY: pattern tosa.slice.fold.identity
// CORPUS-KEY: pattern tosa.slice.fold.single-element-const
// CORPUS-KEY: pattern tosa.slice.fold.splat-const
// CORPUS-SEED: 992051
// PIPELINE: full
// CORPUS-CORRECT: 0:7d4fc92af81bffc6 18:df42327a957f4bbf 30:e9155050493a8567 33:f272ce81b46538ba 34:01767ea882126646
// CORPUS-CORRECT: 35:c46aa01bc07c7d02 39:71a10d65d9bff074
module {
  func.func @main(%arg0: tensor<1x1x2xf32>) -> tensor<1x1xi32> {
    %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<1x1x2xf32>) -> tensor<1x2xi32>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.slice %0, %1, %2 : (tensor<1x2xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi32>
    return %3 : tensor<1x1xi32>
  }
}
