// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.broadcast.canon.broadcast-of-broadcast
// CORPUS-SEED: 990198
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4dddc9b428db620b
// CORPUS-STEP: 3 canonicalize correct 894fe95b1ba195c8
func.func @main(%arg0: tensor<1xf16>, %arg1: tensor<1x1xf16>) -> tensor<1x4x1x1xf16> {
  %0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 1] : tensor<1xf16> into tensor<1x1xf16>
  %1 = tensor.empty() : tensor<1x1xf16>
  %2 = arith.constant 0.0 : f16
  %3 = linalg.fill ins(%2 : f16) outs(%1 : tensor<1x1xf16>) -> tensor<1x1xf16>
  %4 = linalg.matmul ins(%0, %arg1 : tensor<1x1xf16>, tensor<1x1xf16>) outs(%3 : tensor<1x1xf16>) -> tensor<1x1xf16>
  %5 = tensor.empty() : tensor<1x1x1xf16>
  %6 = linalg.broadcast ins(%4 : tensor<1x1xf16>) outs(%5 : tensor<1x1x1xf16>) dimensions = [0]
  %7 = tensor.empty() : tensor<1x4x1x1xf16>
  %8 = linalg.broadcast ins(%6 : tensor<1x1x1xf16>) outs(%7 : tensor<1x4x1x1xf16>) dimensions = [1]
  return %8 : tensor<1x4x1x1xf16>
}
