// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.fill.canon.copy-of-fill
// CORPUS-KEY: pattern math.ctpop.fold.const
// CORPUS-SEED: 997346
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct bf393e5f1bbfda7a
// CORPUS-STEP: 3 canonicalize correct 67fa6da77334a225
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct 4e5de63faec301df
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 7b91c27c2b2044bf
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 5e006ecf40922f2a
func.func @main(%arg0: f32, %arg1: tensor<5xf32>) -> (tensor<1x6x2xf32>, f32, tensor<6xf32>, i8) {
  %0 = tensor.empty() : tensor<1x2x3x2xf32>
  %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<1x2x3x2xf32>) -> tensor<1x2x3x2xf32>
  %2 = tensor.empty() : tensor<1x2x3x2xf32>
  %3 = linalg.copy ins(%1 : tensor<1x2x3x2xf32>) outs(%2 : tensor<1x2x3x2xf32>) -> tensor<1x2x3x2xf32>
  %4 = tensor.collapse_shape %3 [[0], [1, 2], [3]] : tensor<1x2x3x2xf32> into tensor<1x6x2xf32>
  %5 = tensor.empty() : tensor<1x6x2xf32>
  %6 = linalg.map ins(%4, %4 : tensor<1x6x2xf32>, tensor<1x6x2xf32>) outs(%5 : tensor<1x6x2xf32>)
    (%b6_0: f32, %b6_1: f32, %b6_2: f32) {
    %b6_3 = arith.remf %b6_0, %b6_0 : f32
    linalg.yield %b6_3 : f32
    }
  %7 = arith.constant -28.0 : f32
  %8 = tensor.pad %arg1 low[1] high[0] {
  ^bb0(%b8_0: index):
    tensor.yield %7 : f32
  } : tensor<5xf32> to tensor<6xf32>
  %9 = arith.constant 0x8D8C89D0 : f32
  %10 = arith.constant 4 : index
  %11 = tensor.insert %9 into %8[%10] : tensor<6xf32>
  %12 = arith.constant dense<[[127], [0], [-10], [8], [2]]> : tensor<5x1xi8>
  %13 = tensor.expand_shape %12 [[0, 1], [2]] output_shape [5, 1, 1] : tensor<5x1xi8> into tensor<5x1x1xi8>
  %14 = tensor.empty() : tensor<5x1x1xi8>
  %15 = linalg.map ins(%13 : tensor<5x1x1xi8>) outs(%14 : tensor<5x1x1xi8>)
    (%b15_0: i8, %b15_1: i8) {
    %b15_2 = math.ctpop %b15_0 : i8
    %b15_4 = arith.constant -1 : i8
    %b15_3 = arith.xori %b15_0, %b15_4 : i8
    %b15_5 = arith.ori %b15_0, %b15_3 : i8
    %b15_6 = arith.constant -1 : i8
    %b15_7 = arith.minsi %b15_5, %b15_6 : i8
    linalg.yield %b15_7 : i8
    }
  %16 = tensor.collapse_shape %15 [[0], [1, 2]] : tensor<5x1x1xi8> into tensor<5x1xi8>
  %17 = arith.constant 0 : index
  %18 = tensor.extract %16[%10, %17] : tensor<5x1xi8>
  return %6, %9, %11, %18 : tensor<1x6x2xf32>, f32, tensor<6xf32>, i8
}
