// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.conv2d.canon.fold-pad
// CORPUS-SEED: 992114
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct c325094eb27e9f43
// CORPUS-STEP: 17 tosa-to-linalg correct 41540d083812a93b
// CORPUS-STEP: 18 tosa-to-arith correct e96c739a59db159e
// CORPUS-STEP: 20 canonicalize correct 8dd2940aebb6043e
// CORPUS-STEP: 21 cse correct 76bf5fd5bec98897
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 87e8600e7d737351
// CORPUS-STEP: 27 arith-expand correct df107ffd6ab9b10d
// CORPUS-STEP: 28 math-expand-ops correct a4d6963091a2f206
// CORPUS-STEP: 30 one-shot-bufferize correct cf67a0835425ece8
// CORPUS-STEP: 32 canonicalize correct e78df96371a4a767
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 88254df6a5cd7bd4
// CORPUS-STEP: 34 canonicalize correct a9e2e9a6f0af5c98
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 157cf2c4c417efe0
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 24cef8fc245871dc
// CORPUS-STEP: 37 cse correct 51a3f22f37e10af7
// CORPUS-STEP: 38 canonicalize correct 9eff1b07f692034b
// CORPUS-STEP: 39 convert-bufferization-to-memref correct 264b95f2791b405f
// CORPUS-STEP: 40 convert-linalg-to-loops correct e32ed76c173e126b
func.func @main(%arg0: tensor<1x4x1x4xf32>, %arg1: tensor<4xi32>) -> (tensor<2x3xf32>, tensor<2x3xi16>, tensor<4xi32>) {
  %0 = "tosa.const"() <{values = dense<[[-56.0, 256.0, -0.0], [6.5, -0.0, 9.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %1 = tosa.clamp %0 {min_val = 0x005409F0 : f32, max_val = 0.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.reciprocal %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "tosa.const"() <{values = dense<[[0xFF800000, 0x7FC00000, 0x7FC00000], [0x582F751B, 6.75, 3.75]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %4 = tosa.sub %3, %2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.cast %1 : (tensor<2x3xf32>) -> tensor<2x3xi16>
  %6 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %7 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %8 = tosa.negate %5, %6, %7 : (tensor<2x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3xi16>
  %9 = "tosa.const"() <{values = dense<0x7FC00000> : tensor<1x2x2x4xf32>}> : () -> tensor<1x2x2x4xf32>
  %10 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %11 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %12 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %13 = tosa.conv2d %arg0, %9, %10, %11, %12 {acc_type = f32, pad = array<i64: 2, 0, 0, 1>, stride = array<i64: 1, 1>, dilation = array<i64: 2, 1>} : (tensor<1x4x1x4xf32>, tensor<1x2x2x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x1x1xf32>
  %14 = tosa.clamp %13 {min_val = 0xFF7FFFFE : f32, max_val = 1.0 : f32} : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %15 = tosa.argmax %14 {axis = 2 : i32, nan_mode = IGNORE} : (tensor<1x4x1x1xf32>) -> tensor<1x4x1xi32>
  %16 = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %17 = tosa.reshape %15, %16 : (tensor<1x4x1xi32>, !tosa.shape<1>) -> tensor<4xi32>
  %18 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %19 = tosa.mul %17, %arg1, %18 : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %4, %8, %19 : tensor<2x3xf32>, tensor<2x3xi16>, tensor<4xi32>
}
