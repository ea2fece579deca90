// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-reduce-transposes
// CORPUS-SEED: 994033
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct da4d1cc2d84a381b
// CORPUS-STEP: 2 tosa-reduce-transposes correct 744dbfe3f6930157
func.func @main(%arg0: tensor<1x2x4xf32>) -> (tensor<1x3x1x1xi1>, tensor<1x4x4xf32>) {
  %0 = "tosa.const"() <{values = dense<true> : tensor<1x1x3x3xi1>}> : () -> tensor<1x1x3x3xi1>
  %1 = tosa.logical_not %0 : (tensor<1x1x3x3xi1>) -> tensor<1x1x3x3xi1>
  %2 = tosa.concat %1 {axis = 1 : i32} : (tensor<1x1x3x3xi1>) -> tensor<1x1x3x3xi1>
  %3 = tosa.transpose %2 {perms = array<i32: 3, 2, 1, 0>} : (tensor<1x1x3x3xi1>) -> tensor<3x3x1x1xi1>
  %4 = tosa.const_shape {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %5 = tosa.const_shape {values = dense<[1, 3, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %6 = tosa.slice %3, %4, %5 : (tensor<3x3x1x1xi1>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x1x1xi1>
  %7 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %8 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %9 = tosa.negate %arg0, %7, %8 : (tensor<1x2x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %10 = tosa.const_shape {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %11 = "tosa.const"() <{values = dense<-1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %12 = tosa.pad %9, %10, %11 : (tensor<1x2x4xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x4x4xf32>
  %13 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %14 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %15 = tosa.negate %12, %13, %14 : (tensor<1x4x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4xf32>
  %16 = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %17 = tosa.tile %15, %16 : (tensor<1x4x4xf32>, !tosa.shape<3>) -> tensor<1x4x4xf32>
  return %6, %17 : tensor<1x3x1x1xi1>, tensor<1x4x4xf32>
}
