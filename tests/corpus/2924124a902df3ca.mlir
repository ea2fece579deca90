// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.maxnumf
// CORPUS-KEY: pattern linalg.transpose.canon.swap-with-broadcast
// CORPUS-KEY: pattern linalg.transpose.canon.transpose-of-transpose
// CORPUS-KEY: pattern math-expand.fma
// CORPUS-SEED: 990732
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct 69a94d1001f889b9
// CORPUS-STEP: 3 canonicalize correct 9c685ef559af60ff
// CORPUS-STEP: 14 arith-expand correct fe74ab0b7ed0c42f
// CORPUS-STEP: 15 math-expand-ops correct bca929138530b124
func.func @main(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<f32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%arg0 : tensor<2xf32>) {
  ^bb0(%b0_0: f32, %b0_1: f32):
    %b0_2 = arith.fptosi %b0_0 : f32 to i8
    %b0_3 = arith.sitofp %b0_2 : i8 to f32
    %b0_4 = arith.constant -6.0 : f32
    %b0_5 = arith.cmpf ueq, %b0_3, %b0_4 : f32
    %b0_6 = arith.select %b0_5, %b0_0, %b0_0 : f32
    %b0_7 = arith.constant 128.5 : f32
    %b0_8 = arith.mulf %b0_0, %b0_7 : f32
    %b0_9 = arith.maximumf %b0_8, %b0_6 : f32
    linalg.yield %b0_9 : f32
  } -> tensor<2xf32>
  %1 = arith.constant 0xFF7FFFFF : f32
  %2 = tensor.empty() : tensor<2xf32>
  %3 = linalg.fill ins(%1 : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
  %4 = tensor.expand_shape %3 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  %5 = tensor.empty() : tensor<1x2xf32>
  %6 = linalg.fill ins(%1 : f32) outs(%5 : tensor<1x2xf32>) -> tensor<1x2xf32>
  %7 = linalg.transpose ins(%4 : tensor<2x1xf32>) outs(%6 : tensor<1x2xf32>) permutation = [1, 0]
  %8 = tensor.extract_slice %7[0, 0] [1, 1] [1, 1] : tensor<1x2xf32> to tensor<1x1xf32>
  %9 = tensor.empty() : tensor<1x1xf32>
  %10 = linalg.transpose ins(%8 : tensor<1x1xf32>) outs(%9 : tensor<1x1xf32>) permutation = [1, 0]
  %11 = tensor.empty() : tensor<1x1xf32>
  %12 = linalg.transpose ins(%10 : tensor<1x1xf32>) outs(%11 : tensor<1x1xf32>) permutation = [0, 1]
  %13 = tensor.empty() : tensor<1xf32>
  %14 = arith.constant 1.0 : f32
  %15 = linalg.fill ins(%14 : f32) outs(%13 : tensor<1xf32>) -> tensor<1xf32>
  %16 = linalg.reduce ins(%12 : tensor<1x1xf32>) outs(%15 : tensor<1xf32>) dimensions = [1]
    (%b16_0: f32, %b16_1: f32) {
    %b16_2 = arith.maximumf %b16_0, %b16_0 : f32
    %b16_3 = arith.mulf %b16_2, %b16_1 : f32
    linalg.yield %b16_3 : f32
    }
  %17 = tensor.empty() : tensor<f32>
  %18 = arith.constant 0xFF800000 : f32
  %19 = linalg.fill ins(%18 : f32) outs(%17 : tensor<f32>) -> tensor<f32>
  %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%16 : tensor<1xf32>) outs(%19 : tensor<f32>) {
  ^bb0(%b20_0: f32, %b20_1: f32):
    %b20_2 = arith.constant 0x7F800000 : f32
    %b20_3 = arith.maximumf %b20_0, %b20_2 : f32
    %b20_4 = arith.addf %b20_3, %b20_0 : f32
    %b20_5 = math.fma %b20_3, %b20_0, %b20_0 : f32
    %b20_6 = arith.maxnumf %b20_5, %b20_1 : f32
    linalg.yield %b20_6 : f32
  } -> tensor<f32>
  %21 = tensor.insert %14 into %20[] : tensor<f32>
  return %0, %21 : tensor<2xf32>, tensor<f32>
}
