// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.slice.canon.dynamic-size
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-concat
// CORPUS-KEY: pattern tosa.slice.canon.slice-of-pad
// CORPUS-KEY: pattern tosa.slice.fold.identity
// CORPUS-KEY: pattern tosa.slice.fold.single-element-const
// CORPUS-KEY: pattern tosa.slice.fold.splat-const
// CORPUS-SEED: 992051
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 45acdd0665a61f68
// CORPUS-STEP: 17 tosa-to-linalg correct ccde05dcb94eeac3
// CORPUS-STEP: 18 tosa-to-arith correct d83f07ed8f2aca09
// CORPUS-STEP: 20 canonicalize correct e1831b904c086a5d
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 8b4afdde87f3a021
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 81362a6c3d463958
// CORPUS-STEP: 30 one-shot-bufferize correct 62c9e0f9ff4f373f
// CORPUS-STEP: 32 canonicalize correct f19b263da4bfe27f
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 2dc2a403a31e814a
// CORPUS-STEP: 34 canonicalize correct 10e8fc12d3ed570f
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 44c01c75d03dd0bf
// CORPUS-STEP: 39 convert-bufferization-to-memref correct 0cb11913515ea85e
// CORPUS-STEP: 40 convert-linalg-to-loops correct 2ca562382b2555e8
func.func @main(%arg0: tensor<1x3x3xf32>, %arg1: tensor<1x4xi32>) -> (tensor<1x4x3xf32>, tensor<4x3xi32>, tensor<1x4xi32>, tensor<2xf16>) {
  %0 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %1 = tosa.bitwise_and %arg1, %0 : (tensor<1x4xi32>, tensor<1x1xi32>) -> tensor<1x4xi32>
  %2 = tosa.gather %arg0, %1 : (tensor<1x3x3xf32>, tensor<1x4xi32>) -> tensor<1x4x3xf32>
  %3 = tosa.sub %2, %2 : (tensor<1x4x3xf32>, tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %4 = tosa.argmax %3 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<1x4x3xf32>) -> tensor<4x3xi32>
  %5 = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %7 = tosa.slice %4, %5, %6 : (tensor<4x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi32>
  %8 = "tosa.const"() <{values = dense<13> : tensor<1xi8>}> : () -> tensor<1xi8>
  %9 = tosa.mul %7, %1, %8 : (tensor<1x1xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1x4xi32>
  %10 = "tosa.const"() <{values = dense<[0.125, -65504.0]> : tensor<2xf16>}> : () -> tensor<2xf16>
  %11 = "tosa.const"() <{values = dense<0x7E00> : tensor<2xf16>}> : () -> tensor<2xf16>
  %12 = tosa.sub %11, %10 : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %2, %4, %9, %12 : tensor<1x4x3xf32>, tensor<4x3xi32>, tensor<1x4xi32>, tensor<2xf16>
}
