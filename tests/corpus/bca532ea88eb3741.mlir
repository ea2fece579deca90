// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.clamp.canon.noop
// CORPUS-SEED: 1903843
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 3:ad930f8ac7427e59
module {
  func.func @main(%arg0: tensor<i8>) -> tensor<i8> {
    %0 = tosa.clamp %arg0 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<i8>) -> tensor<i8>
    return %0 : tensor<i8>
  }
}
