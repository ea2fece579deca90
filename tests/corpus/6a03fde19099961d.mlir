// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.concat.canon.single-input
// CORPUS-KEY: pattern tosa.max_pool2d.canon.noop
// CORPUS-SEED: 994095
// PIPELINE: tosa-lowering
// CORPUS-STEP: 3 canonicalize correct 494f3c97cc672b42
// CORPUS-STEP: 11 tosa-to-linalg correct 70b99df0bc6508f5
func.func @main(%arg0: tensor<1x3xf32>, %arg1: tensor<3x1x1x5xf16>) -> (tensor<1x3xf32>, tensor<3x1x1x5xf16>) {
  %0 = tosa.add %arg0, %arg0 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.concat %arg1 {axis = 2 : i32} : (tensor<3x1x1x5xf16>) -> tensor<3x1x1x5xf16>
  %2 = tosa.max_pool2d %1 {kernel = array<i64: 1, 3>, pad = array<i64: 0, 0, 2, 0>, stride = array<i64: 1, 1>} : (tensor<3x1x1x5xf16>) -> tensor<3x1x1x5xf16>
  return %0, %2 : tensor<1x3xf32>, tensor<3x1x1x5xf16>
}
