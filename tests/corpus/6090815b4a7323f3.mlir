// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.extf.fold.trunc-ext-contract
// CORPUS-SEED: 992465
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 5d0c7c6dfc54bf95
// CORPUS-STEP: 12 tosa-to-linalg-named correct df71c59af1e1d2c9
// CORPUS-STEP: 13 canonicalize correct 083091b719357107
// CORPUS-STEP: 17 tosa-to-linalg correct c45cd7c9d1878184
// CORPUS-STEP: 18 tosa-to-arith correct 2832c0f911c8443b
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct d15795711e31fb54
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct fa2cdfa5ed96e6b1
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 0a33dd0c2ba8fb42
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 5f4c331a7eabce0c
// CORPUS-STEP: 30 one-shot-bufferize correct 26cf08a7bf68646f
// CORPUS-STEP: 32 canonicalize correct 65d16d2d6306f6d4
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 4c11e65b4ba87ac4
// CORPUS-STEP: 34 canonicalize correct 551b1271dc75977e
// CORPUS-STEP: 35 buffer-deallocation-simplification correct c0892353bdfe606c
// CORPUS-STEP: 36 bufferization-lower-deallocations correct d912239c224a431c
// CORPUS-STEP: 38 canonicalize correct e4be118c5c9821e2
// CORPUS-STEP: 40 convert-linalg-to-loops correct 689db126d0d51fd4
// CORPUS-STEP: 41 canonicalize correct 7c6a04e1f36c6b52
func.func @main() -> tensor<4x1x2x1xbf16> {
  %0 = "tosa.const"() <{values = dense<[[[[0x5618, 0x7FC0], [8.0, 0.25]]], [[[0x4A9B, -683671552.0], [0xFF7F, 0x807F]]], [[[-7.5, -0.99609375], [-1.0, -4.0]]], [[[-5.0, -9.25], [-1.0, 0xFF7F]]]]> : tensor<4x1x2x2xbf16>}> : () -> tensor<4x1x2x2xbf16>
  %1 = "tosa.const"() <{values = dense<[[[[-0.0, 32.0], [0x4220, 0x7F7F], [-1.0, 448.0]]]]> : tensor<1x1x3x2xbf16>}> : () -> tensor<1x1x3x2xbf16>
  %2 = "tosa.const"() <{values = dense<-6.25> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %3 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %4 = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %5 = tosa.conv2d %0, %1, %2, %3, %4 {acc_type = f32, pad = array<i64: 0, 0, 0, 2>, stride = array<i64: 2, 1>, dilation = array<i64: 1, 1>} : (tensor<4x1x2x2xbf16>, tensor<1x1x3x2xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x1x2x1xbf16>
  return %5 : tensor<4x1x2x1xbf16>
}
