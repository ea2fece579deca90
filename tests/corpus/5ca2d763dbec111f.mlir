// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.fill.canon.insert-pad-into-fill
// CORPUS-KEY: pattern linalg.generic.canon.erase-identity
// CORPUS-KEY: pattern tensor.insert_slice.canon.cast-operands
// CORPUS-KEY: pattern tensor.insert_slice.canon.constant-args
// CORPUS-KEY: pattern tensor.insert_slice.canon.source-cast-inserter
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-extract
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-insert
// CORPUS-KEY: pattern tensor.insert_slice.fold.zero-size
// CORPUS-SEED: 996141
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct 464e4a172a644380
// CORPUS-STEP: 3 canonicalize correct 6e102b2ade2a6c1a
func.func @main(%arg0: tensor<2x4xf16>) -> (tensor<16xf16>, tensor<16xf16>, tensor<16xf16>) {
  %0 = tensor.empty() : tensor<2x4x2xf16>
  %1 = linalg.broadcast ins(%arg0 : tensor<2x4xf16>) outs(%0 : tensor<2x4x2xf16>) dimensions = [2]
  %2 = arith.constant dense<0x80C2> : tensor<2x2xf16>
  %3 = tensor.empty() : tensor<2x4x2xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2 : tensor<2x4x2xf16>, tensor<2x2xf16>) outs(%3 : tensor<2x4x2xf16>) {
  ^bb0(%b4_0: f16, %b4_1: f16, %b4_2: f16):
    %b4_3 = math.log2 %b4_0 : f16
    %b4_4 = math.copysign %b4_3, %b4_3 : f16
    linalg.yield %b4_4 : f16
  } -> tensor<2x4x2xf16>
  %5 = tensor.empty() : tensor<2x4x2x1xf16>
  %6 = linalg.broadcast ins(%4 : tensor<2x4x2xf16>) outs(%5 : tensor<2x4x2x1xf16>) dimensions = [3]
  %7 = tensor.collapse_shape %6 [[0, 1, 2, 3]] : tensor<2x4x2x1xf16> into tensor<16xf16>
  %8 = arith.constant 0x81F8 : f16
  %9 = tensor.pad %7 low[0] high[0] {
  ^bb0(%b9_0: index):
    tensor.yield %8 : f16
  } : tensor<16xf16> to tensor<16xf16>
  %10 = arith.constant dense<[0x8213, -0.34375, 1.25, 0xB3C5, 0x7C00, -576.0]> : tensor<6xf16>
  %11 = tensor.insert_slice %10 into %9[1] [6] [1] : tensor<6xf16> into tensor<16xf16>
  %12 = arith.constant dense<[0x6100, 0x8002, 0x03FF, 0x8400, 208.0, 6.5, 2048.0, 0xFF64, 1.0, -104.0, -7.0, -7.0, -0.0, 4.75, 0.25, 0x0400]> : tensor<16xf16>
  %13 = tensor.empty() : tensor<16xf16>
  %14 = linalg.fill ins(%8 : f16) outs(%13 : tensor<16xf16>) -> tensor<16xf16>
  %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%11, %12 : tensor<16xf16>, tensor<16xf16>) outs(%14 : tensor<16xf16>) {
  ^bb0(%b15_0: f16, %b15_1: f16, %b15_2: f16):
    %b15_3 = arith.constant 0.0 : f16
    %b15_4 = arith.remf %b15_0, %b15_3 : f16
    %b15_5 = math.powf %b15_1, %b15_0 : f16
    %b15_6 = arith.minimumf %b15_1, %b15_1 : f16
    linalg.yield %b15_6 : f16
  } -> tensor<16xf16>
  return %9, %12, %15 : tensor<16xf16>, tensor<16xf16>, tensor<16xf16>
}
