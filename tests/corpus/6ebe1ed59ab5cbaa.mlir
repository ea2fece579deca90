// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.pad.fold.zero-padding
// CORPUS-SEED: 990564
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4b12ec3e528b9d7e
// CORPUS-STEP: 11 tosa-to-linalg correct 73c66ede5e634cdb
// CORPUS-STEP: 15 one-shot-bufferize correct 9bb49e5275eddb1a
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 6cc1b566885280d8
// CORPUS-STEP: 19 canonicalize correct 591025e144b9d1ba
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 9bb49e5275eddb1a
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 2c65724ac1e33815
// CORPUS-STEP: 30 lower-affine correct 747a90f6662bc825
// CORPUS-STEP: 31 canonicalize correct ded12085cdb3e5bf
func.func @main(%arg0: tensor<5x2xbf16>) -> tensor<5x2xbf16> {
  %0 = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %1 = "tosa.const"() <{values = dense<0x7FE9> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %2 = tosa.pad %arg0, %0, %1 : (tensor<5x2xbf16>, !tosa.shape<4>, tensor<1xbf16>) -> tensor<5x2xbf16>
  %3 = tosa.log %2 : (tensor<5x2xbf16>) -> tensor<5x2xbf16>
  return %3 : tensor<5x2xbf16>
}
