// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass eliminate-empty-tensors
// CORPUS-KEY: pattern tosa.add.fold.const
// CORPUS-KEY: pattern tosa.add.fold.zero-lhs
// CORPUS-KEY: pattern tosa.add.fold.zero-rhs
// CORPUS-KEY: pattern tosa.max_pool2d.canon.fold-pad
// CORPUS-KEY: pattern tosa.max_pool2d.canon.noop
// CORPUS-KEY: pattern tosa.transpose.fold.identity-perms
// CORPUS-SEED: 1303257
// PIPELINE: full
// CORPUS-CORRECT: 0:9c60a7e67c70473f 17:f16b862e5fd04eae 18:d03b9e47a554069a 19:6f1db9a289863424 20:c66d30d2eec54ccf
// CORPUS-CORRECT: 29:204a738882655ff0 30:04f277b3d7cd1e73 32:768484d5c9bea072 33:19ad40da1faf7717 34:c3197bae80121cd9
// CORPUS-CORRECT: 35:fa216f99877f62b1 36:ce78520149f351f3 38:98cdf023dac94a53 39:21b0e7a9d71e32be 40:a00acf8fbabe8d7a
module {
  func.func @main(%arg0: tensor<1x2x2x1xbf16>, %arg1: tensor<2x4xi8>, %arg2: tensor<2x4xi8>) -> (tensor<1x2x1xi32>, tensor<2x8xi8>) {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xbf16>) -> tensor<1x1x2x1xbf16>
    %1 = tosa.argmax %0 {axis = 1 : i32} : (tensor<1x1x2x1xbf16>) -> tensor<1x2x1xi32>
    %2 = tosa.add %1, %1 : (tensor<1x2x1xi32>, tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
    %3 = tosa.bitwise_or %arg1, %arg2 : (tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x4xi8>
    %4 = tosa.transpose %3 {perms = array<i32: 0, 1>} : (tensor<2x4xi8>) -> tensor<2x4xi8>
    %5 = tosa.concat %4, %4 {axis = 1 : i32} : (tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x8xi8>
    return %2, %5 : tensor<1x2x1xi32>, tensor<2x8xi8>
  }
}
