// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extsi.canon.of-extui
// CORPUS-SEED: 1507361
// PIPELINE: full
// CORPUS-CORRECT: 0:442143a3aea60bd0 17:484f4bc0f5c429a6 18:16bcc2aae036c356 20:ec7d21681de13c94 21:2e2f6c062ee084bf
// CORPUS-CORRECT: 22:4009ede918a23230 23:24cc2873288f212e 30:375f1ea62909f127 32:92ce99a5bc02ab93 33:a1f0af8796eea8e9
// CORPUS-CORRECT: 34:c7182589050168ed 35:92ce99a5bc02ab93 37:9529fbba9d7efda2 40:d9d43941aae27431
module {
  func.func @main(%arg0: tensor<1xi1>) -> tensor<1xi32> {
    %0 = tosa.cast %arg0 : (tensor<1xi1>) -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.mul %0, %0, %1 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>
    return %2 : tensor<1xi32>
  }
}
