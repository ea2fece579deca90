// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.pad.fold.zero-padding
// CORPUS-SEED: 1501335
// PIPELINE: expand
// CORPUS-CORRECT: 2:14e73f5f10e072c9
func.func @main(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %2 = tosa.pad %arg0, %0, %1 : (tensor<5xi32>, !tosa.shape<2>, tensor<1xi32>) -> tensor<5xi32>
  return %2 : tensor<5xi32>
}
