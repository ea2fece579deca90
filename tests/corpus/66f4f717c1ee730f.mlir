// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.minnumf.fold.const
// CORPUS-KEY: pattern arith.minnumf.fold.nan-rhs
// CORPUS-KEY: pattern arith.minnumf.fold.same-operand
// CORPUS-KEY: pattern math.tanh.fold.const
// CORPUS-SEED: 993174
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct f76c1147eaf13680
// CORPUS-STEP: 15 one-shot-bufferize correct 3a961133c5ebddc3
// CORPUS-STEP: 17 canonicalize correct 69bbeea08bbd0807
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct f53eacf2c10bd95b
// CORPUS-STEP: 19 canonicalize correct 719d636eaccf5df2
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 69bbeea08bbd0807
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct c4710d075a470a03
// CORPUS-STEP: 27 affine-loop-fusion correct 1dbf1199cf341360
// CORPUS-STEP: 28 affine-scalrep correct 5cc9df34fdc23c1a
// CORPUS-STEP: 30 lower-affine correct af46e4513dcaa268
// CORPUS-STEP: 31 canonicalize correct db0b668121e4edfc
func.func @main(%arg0: tensor<1x2x2xf16>, %arg1: tensor<1x1x2x2xf16>) -> (tensor<1x4x1x2xbf16>, tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>) {
  %0 = arith.constant dense<[[[[1.0, -0.99609375, -0.0, 0x855A]], [[8.25, -48.0, -7.0, 0.25]]]]> : tensor<1x2x1x4xbf16>
  %1 = tensor.empty() : tensor<1x4x1x2xbf16>
  %2 = linalg.transpose ins(%0 : tensor<1x2x1x4xbf16>) outs(%1 : tensor<1x4x1x2xbf16>) permutation = [2, 3, 0, 1]
  %3 = tensor.empty() : tensor<1x1x2x2xf16>
  %4 = arith.constant 0.0 : f16
  %5 = linalg.fill ins(%4 : f16) outs(%3 : tensor<1x1x2x2xf16>) -> tensor<1x1x2x2xf16>
  %6 = linalg.broadcast ins(%arg0 : tensor<1x2x2xf16>) outs(%5 : tensor<1x1x2x2xf16>) dimensions = [1]
  %7 = arith.constant dense<[[[[1.0, 65504.0], [0x0400, 8.0]]]]> : tensor<1x1x2x2xf16>
  %8 = tensor.empty() : tensor<1x1x2x2xf16>
  %9 = linalg.map ins(%6, %arg1, %7 : tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>) outs(%8 : tensor<1x1x2x2xf16>)
    (%b9_0: f16, %b9_1: f16, %b9_2: f16, %b9_3: f16) {
    %b9_4 = arith.constant 0.0 : f16
    %b9_5 = arith.minnumf %b9_0, %b9_4 : f16
    %b9_6 = math.tanh %b9_2 : f16
    %b9_7 = math.copysign %b9_0, %b9_0 : f16
    linalg.yield %b9_7 : f16
    }
  return %2, %6, %9 : tensor<1x4x1x2xbf16>, tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>
}
