// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.intdiv.fold.one-rhs
// CORPUS-SEED: 996419
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4a364137d2d49db1
// CORPUS-STEP: 11 tosa-to-linalg correct aba644213589757d
// CORPUS-STEP: 12 tosa-to-arith correct 9ff2f5de83479da5
// CORPUS-STEP: 14 canonicalize correct 8a5eeaa1b88329a8
// CORPUS-STEP: 15 cse correct 0ccf4268fde49317
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 2fcb21827fe2bd56
func.func @main(%arg0: tensor<i16>, %arg1: tensor<i16>) -> (tensor<i32>, tensor<i32>) {
  %0 = "tosa.const"() <{values = dense<1> : tensor<i16>}> : () -> tensor<i16>
  %1 = tosa.logical_left_shift %arg0, %0 : (tensor<i16>, tensor<i16>) -> tensor<i16>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %3 = tosa.mul %1, %arg1, %2 : (tensor<i16>, tensor<i16>, tensor<1xi8>) -> tensor<i32>
  %4 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %5 = tosa.logical_right_shift %3, %4 : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %6 = tosa.intdiv %5, %4 : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %7 = tosa.abs %6 : (tensor<i32>) -> tensor<i32>
  return %6, %7 : tensor<i32>, tensor<i32>
}
