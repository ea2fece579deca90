// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.const.fold.attr
// CORPUS-KEY: pattern tosa.negate.fold.double-negate
// CORPUS-KEY: pattern tosa.reduce_max.fold.unit-axis
// CORPUS-SEED: 1305504
// PIPELINE: loops
// CORPUS-CORRECT: 2:abc022016255e041 12:33e88ee76af6f36d 15:97def5caabc4e310 18:ea637bd951580f3d 19:13b78e8168334331
// CORPUS-CORRECT: 20:72ddae2d62034093 24:778e17cdf2a59d40
module {
  func.func @main(%arg0: tensor<1x1xi16>) -> tensor<1xi32> {
    %0 = tosa.reduce_max %arg0 {axis = 1 : i32} : (tensor<1x1xi16>) -> tensor<1x1xi16>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %3 = tosa.negate %0, %1, %2 : (tensor<1x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1xi16>
    %4 = tosa.argmax %3 {axis = 1 : i32} : (tensor<1x1xi16>) -> tensor<1xi32>
    return %4 : tensor<1xi32>
  }
}
