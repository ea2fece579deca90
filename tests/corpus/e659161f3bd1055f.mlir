// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.bf16-truncf
// CORPUS-SEED: 996245
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct b264c31db69210a9
// CORPUS-STEP: 12 tosa-to-linalg-named correct edc938aa062eab2c
// CORPUS-STEP: 13 canonicalize correct 92634a9c29604719
// CORPUS-STEP: 17 tosa-to-linalg correct 3f617bf25d9dc5d4
// CORPUS-STEP: 18 tosa-to-arith correct 0374c3422bbca898
// CORPUS-STEP: 20 canonicalize correct 66f6d5065fa52b89
// CORPUS-STEP: 21 cse correct f8eb5fb2fe472d5a
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct e07aea4ed87fa748
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct d51323607f5ba9cf
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 8f4b7bfe3bdb2ccf
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 7404b3d1e37e4d25
// CORPUS-STEP: 27 arith-expand correct 9f3da8595b2ca518
// CORPUS-STEP: 28 math-expand-ops miscompile fea016894e7fb0f5
// CORPUS-STEP: 30 one-shot-bufferize correct 76509c221cfb868a
// CORPUS-STEP: 32 canonicalize correct de80a8b9c582cf2e
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 36ae3e3ad83680ef
// CORPUS-STEP: 34 canonicalize correct d37d3cd26933dca0
// CORPUS-STEP: 35 buffer-deallocation-simplification correct ee340aaaba0ecb41
// CORPUS-STEP: 36 bufferization-lower-deallocations correct d11476ce068f2023
// CORPUS-STEP: 38 canonicalize correct 35609209e75a0546
// CORPUS-STEP: 39 convert-bufferization-to-memref correct 98e78afcf5f96f61
// CORPUS-STEP: 40 convert-linalg-to-loops correct 00f743e43b3a2d86
// CORPUS-STEP: 41 canonicalize correct 575237fc240b7c45
func.func @main(%arg0: tensor<2x1x1x1xbf16>, %arg1: tensor<1x3x2x2xi32>) -> (tensor<2x3x2x1xi1>, tensor<1x3x2x2xi32>, tensor<2x4x2x1xbf16>) {
  %0 = "tosa.const"() <{values = dense<[[[[0xC3F0], [-7.0], [0x3241], [4.5]], [[32.0], [0.1875], [5.75], [8.0]], [[0x0001], [6.0], [0xFF7E], [-9.25]], [[0x807F], [7.25], [0xFF80], [0.0]]]]> : tensor<1x4x4x1xbf16>}> : () -> tensor<1x4x4x1xbf16>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x4x4x1xbf16>) -> tensor<1x4x2x1xbf16>
  %2 = "tosa.const"() <{values = dense<0x7F80> : tensor<1x4x2x1xbf16>}> : () -> tensor<1x4x2x1xbf16>
  %3 = tosa.pow %1, %2 : (tensor<1x4x2x1xbf16>, tensor<1x4x2x1xbf16>) -> tensor<1x4x2x1xbf16>
  %4 = "tosa.const"() <{values = dense<[[[[0x963C], [0x4420]]], [[[-0.0], [832.0]]]]> : tensor<2x1x2x1xbf16>}> : () -> tensor<2x1x2x1xbf16>
  %5 = tosa.minimum %4, %3 : (tensor<2x1x2x1xbf16>, tensor<1x4x2x1xbf16>) -> tensor<2x4x2x1xbf16>
  %6 = "tosa.const"() <{values = dense<0x41A0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %7 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %8 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %9 = tosa.depthwise_conv2d %5, %arg0, %6, %7, %8 {acc_type = f32, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 2, 2>} : (tensor<2x4x2x1xbf16>, tensor<2x1x1x1xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<2x3x2x1xbf16>
  %10 = tosa.greater %9, %9 : (tensor<2x3x2x1xbf16>, tensor<2x3x2x1xbf16>) -> tensor<2x3x2x1xi1>
  %11 = tosa.concat %arg1 {axis = 3 : i32} : (tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32>
  %12 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %13 = tosa.mul %5, %5, %12 : (tensor<2x4x2x1xbf16>, tensor<2x4x2x1xbf16>, tensor<1xi8>) -> tensor<2x4x2x1xbf16>
  return %10, %11, %13 : tensor<2x3x2x1xi1>, tensor<1x3x2x2xi32>, tensor<2x4x2x1xbf16>
}
