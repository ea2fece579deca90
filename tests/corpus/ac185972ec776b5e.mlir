// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.max_pool2d.canon.fold-pad
// CORPUS-SEED: 992269
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct 83a6c03450abab0c
func.func @main(%arg0: tensor<2x2x1x2xf32>, %arg1: tensor<1xi32>, %arg2: tensor<3x1x5xf32>, %arg3: tensor<1x2x5x1xf32>, %arg4: tensor<1x1x5x1xf32>) -> (tensor<2x2x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<3x2x1xf32>, tensor<1x2x5x1xi1>) {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<2x2x1x2xf32>) -> tensor<2x2x1x2xf32>
  %1 = tosa.reduce_max %0 {axis = 3 : i32, nan_mode = IGNORE} : (tensor<2x2x1x2xf32>) -> tensor<2x2x1x1xf32>
  %2 = tosa.argmax %1 {axis = 3 : i32, nan_mode = IGNORE} : (tensor<2x2x1x1xf32>) -> tensor<2x2x1xi32>
  %3 = "tosa.const"() <{values = dense<-3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %4 = tosa.reduce_max %3 {axis = 0 : i32} : (tensor<1xi32>) -> tensor<1xi32>
  %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %6 = tosa.mul %4, %arg1, %5 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>
  %7 = tosa.cast %arg2 : (tensor<3x1x5xf32>) -> tensor<3x1x5xi32>
  %8 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %9 = tosa.const_shape {values = dense<[1, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %10 = tosa.slice %7, %8, %9 : (tensor<3x1x5xi32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x2xi32>
  %11 = tosa.add %10, %10 : (tensor<1x1x2xi32>, tensor<1x1x2xi32>) -> tensor<1x1x2xi32>
  %12 = tosa.const_shape {values = dense<[3, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %13 = tosa.tile %11, %12 : (tensor<1x1x2xi32>, !tosa.shape<3>) -> tensor<3x2x2xi32>
  %14 = tosa.cast %13 : (tensor<3x2x2xi32>) -> tensor<3x2x2xf32>
  %15 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %16 = tosa.const_shape {values = dense<[3, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %17 = tosa.slice %14, %15, %16 : (tensor<3x2x2xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<3x2x1xf32>
  %18 = tosa.equal %arg3, %arg4 : (tensor<1x2x5x1xf32>, tensor<1x1x5x1xf32>) -> tensor<1x2x5x1xi1>
  return %2, %3, %6, %17, %18 : tensor<2x2x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<3x2x1xf32>, tensor<1x2x5x1xi1>
}
