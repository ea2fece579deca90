// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.broadcast.canon.erase-identity
// CORPUS-SEED: 992501
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct e6f25e9e40cfd0f7
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 2617957c26c9433a
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 684ebb5ceeaf3d81
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 42adc2e29b45c147
// CORPUS-STEP: 27 arith-expand correct ec7a339107c0ef16
// CORPUS-STEP: 28 math-expand-ops correct 490b9f9683ac108e
// CORPUS-STEP: 30 one-shot-bufferize correct b575e97c4956076d
// CORPUS-STEP: 32 canonicalize correct 322f0bf0c6cc4f49
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct ec2adda59d06df67
// CORPUS-STEP: 34 canonicalize correct 7899fc084366e158
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 1e9e7d7216e67a71
// CORPUS-STEP: 39 convert-bufferization-to-memref correct afa1252d839f826d
// CORPUS-STEP: 40 convert-linalg-to-loops correct cf9cab3afc75bbfd
// CORPUS-STEP: 41 canonicalize correct 42da7330f9273844
func.func @main(%arg0: tensor<1x1x3xf32>, %arg1: tensor<5x2xi32>) -> (tensor<3x1x4xf32>, tensor<1x1x1xf32>, tensor<5x1x1x1xf32>, tensor<5x2xi32>) {
  %0 = arith.constant 0x00800000 : f32
  %1 = tensor.pad %arg0 low[0, 0, 0] high[2, 0, 1] {
  ^bb0(%b1_0: index, %b1_1: index, %b1_2: index):
    tensor.yield %0 : f32
  } : tensor<1x1x3xf32> to tensor<3x1x4xf32>
  %2 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [1, 1, 1, 3] : tensor<1x1x3xf32> into tensor<1x1x1x3xf32>
  %3 = linalg.fill ins(%0 : f32) outs(%2 : tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
  %4 = tensor.empty() : tensor<1x1x1xf32>
  %5 = arith.constant 0xFF800000 : f32
  %6 = linalg.fill ins(%5 : f32) outs(%4 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %7 = linalg.reduce ins(%3 : tensor<1x1x1x3xf32>) outs(%6 : tensor<1x1x1xf32>) dimensions = [3]
    (%b7_0: f32, %b7_1: f32) {
    %b7_2 = arith.constant 0.0 : f32
    %b7_3 = arith.minimumf %b7_0, %b7_2 : f32
    %b7_4 = arith.maxnumf %b7_3, %b7_1 : f32
    linalg.yield %b7_4 : f32
    }
  %8 = tensor.extract_slice %7[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<1x1x1xf32> to tensor<1x1x1xf32>
  %9 = tensor.empty() : tensor<5x1x1x1xf32>
  %10 = linalg.broadcast ins(%8 : tensor<1x1x1xf32>) outs(%9 : tensor<5x1x1x1xf32>) dimensions = [0]
  %11 = arith.constant dense<0.75> : tensor<5x1x1x1xf32>
  %12 = tensor.insert_slice %11 into %10[0, 0, 0, 0] [5, 1, 1, 1] [1, 1, 1, 1] : tensor<5x1x1x1xf32> into tensor<5x1x1x1xf32>
  %13 = arith.constant dense<128> : tensor<2x2xi32>
  %14 = tensor.empty() : tensor<5x2xi32>
  %15 = arith.constant 0 : i32
  %16 = linalg.fill ins(%15 : i32) outs(%14 : tensor<5x2xi32>) -> tensor<5x2xi32>
  %17 = linalg.matmul ins(%arg1, %13 : tensor<5x2xi32>, tensor<2x2xi32>) outs(%16 : tensor<5x2xi32>) -> tensor<5x2xi32>
  %18 = tensor.empty() : tensor<5x2xi32>
  %19 = linalg.transpose ins(%17 : tensor<5x2xi32>) outs(%18 : tensor<5x2xi32>) permutation = [0, 1]
  return %1, %7, %12, %19 : tensor<3x1x4xf32>, tensor<1x1x1xf32>, tensor<5x1x1x1xf32>, tensor<5x2xi32>
}
