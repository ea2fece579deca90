// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass eliminate-empty-tensors
// CORPUS-KEY: pattern tosa.concat.fold.concat-of-concat
// CORPUS-SEED: 992795
// PIPELINE: loops
// CORPUS-CORRECT: 2:0e7fa0c5a78dfa39 11:54d3490c583905ac 12:716a70f0ebb45b8d 13:3b4bb4c7f3c3c433 14:fecb703e5af29eae
// CORPUS-CORRECT: 15:4b357a352ae7c55b 17:d4ad03fbd5865514 18:d285f4c4460d4b17 19:58014faf9374357c 20:ee8a5714392e1d74
// CORPUS-CORRECT: 21:aec991a4a3aaffca 23:9758e56348e96d62 25:73e8bdff6537f26a 28:d4fc182974aa5f93
module {
  func.func @main(%arg0: tensor<3xbf16>) -> tensor<7xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %1 = tosa.maximum %0, %0 : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
    %2 = tosa.concat %1, %arg0 {axis = 0 : i32} : (tensor<2xbf16>, tensor<3xbf16>) -> tensor<5xbf16>
    %3 = tosa.concat %2, %1 {axis = 0 : i32} : (tensor<5xbf16>, tensor<2xbf16>) -> tensor<7xbf16>
    return %3 : tensor<7xbf16>
  }
}
