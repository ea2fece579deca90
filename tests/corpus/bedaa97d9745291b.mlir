// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.extsi.canon.of-extui
// CORPUS-KEY: pattern arith.extsi.fold.ext-of-ext
// CORPUS-SEED: 993040
// PIPELINE: vectorize
// CORPUS-STEP: 11 tosa-to-linalg correct bb0a0b0d4527ca86
// CORPUS-STEP: 12 tosa-to-arith correct 191f17e8abfb0d86
// CORPUS-STEP: 15 one-shot-bufferize correct a86a28cf8fbdade8
// CORPUS-STEP: 17 canonicalize correct 9cacac197b001997
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 81b6989f85aea6c5
// CORPUS-STEP: 19 canonicalize correct 6ca50e9a6a1a9517
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 9cacac197b001997
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 0c2df60b8871013c
// CORPUS-STEP: 27 affine-super-vectorize correct b2ebb6421629999d
// CORPUS-STEP: 28 canonicalize correct 0e8d752a9386dc01
// CORPUS-STEP: 31 lower-affine correct 7b875616c587331d
// CORPUS-STEP: 32 canonicalize correct 82e9adc46e86997a
func.func @main(%arg0: tensor<2xi16>) -> tensor<2xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %2 = "tosa.const"() <{values = dense<58276342> : tensor<1xi32>}> : () -> tensor<1xi32>
  %3 = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = tosa.rescale %arg0, %2, %3, %0, %1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2xi32>
  return %4 : tensor<2xi32>
}
