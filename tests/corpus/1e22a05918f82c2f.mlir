// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.ceildivsi
// CORPUS-SEED: 996623
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct bd9ee5dd3c1a044e
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct c8c455fdcf7cbbfe
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 0aaa060ce94ede1a
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 0c9a850d10e75778
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 060a645b0fdad945
// CORPUS-STEP: 27 arith-expand deferred fb183eda01fa88e2
// CORPUS-STEP: 28 math-expand-ops correct 50cd7af18893bd72
// CORPUS-STEP: 30 one-shot-bufferize correct 00959e5e8418eeca
// CORPUS-STEP: 32 canonicalize correct c6f527543910a130
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct ed355fd65988883b
// CORPUS-STEP: 34 canonicalize correct bd0be8cbbc9a39b9
// CORPUS-STEP: 35 buffer-deallocation-simplification correct a53644d4befefd2a
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 9065280ed4100ee8
// CORPUS-STEP: 38 canonicalize correct 82c5e1bc9602c18c
// CORPUS-STEP: 40 convert-linalg-to-loops correct bb7cf78d191e1fa0
func.func @main(%arg0: tensor<3x5xi8>, %arg1: tensor<5x2xi8>) -> (tensor<2x1x3xi8>, tensor<3x5xi8>, tensor<3xi8>) {
  %0 = tensor.empty() : tensor<3x2xi8>
  %1 = arith.constant 0 : i8
  %2 = linalg.fill ins(%1 : i8) outs(%0 : tensor<3x2xi8>) -> tensor<3x2xi8>
  %3 = linalg.matmul ins(%arg0, %arg1 : tensor<3x5xi8>, tensor<5x2xi8>) outs(%2 : tensor<3x2xi8>) -> tensor<3x2xi8>
  %4 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [1, 3, 2] : tensor<3x2xi8> into tensor<1x3x2xi8>
  %5 = tensor.empty() : tensor<2x1x3xi8>
  %6 = arith.constant 0 : i8
  %7 = linalg.fill ins(%6 : i8) outs(%5 : tensor<2x1x3xi8>) -> tensor<2x1x3xi8>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x3x2xi8>) outs(%7 : tensor<2x1x3xi8>) {
  ^bb0(%b8_0: i8, %b8_1: i8):
    %b8_2 = arith.maxsi %b8_0, %b8_0 : i8
    %b8_3 = arith.constant -1 : i8
    %b8_4 = arith.muli %b8_2, %b8_3 : i8
    %b8_5 = arith.constant -1 : i8
    %b8_6 = arith.cmpi sgt, %b8_5, %b8_4 : i8
    %b8_7 = arith.select %b8_6, %b8_5, %b8_4 : i8
    %b8_8 = arith.constant 5 : i8
    %b8_9 = arith.ceildivsi %b8_4, %b8_8 : i8
    linalg.yield %b8_9 : i8
  } -> tensor<2x1x3xi8>
  %9 = arith.constant dense<0xB3000000> : tensor<3x5xf32>
  %10 = tensor.empty() : tensor<3x5xi8>
  %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %9 : tensor<3x5xi8>, tensor<3x5xf32>) outs(%10 : tensor<3x5xi8>) {
  ^bb0(%b11_0: i8, %b11_1: f32, %b11_2: i8):
    %b11_3 = arith.fptosi %b11_1 : f32 to i8
    %b11_4 = arith.andi %b11_0, %b11_3 : i8
    %b11_5 = arith.cmpi sle, %b11_4, %b11_0 : i8
    %b11_6 = arith.select %b11_5, %b11_4, %b11_0 : i8
    %b11_7 = arith.cmpi ugt, %6, %b11_6 : i8
    %b11_8 = arith.select %b11_7, %6, %b11_6 : i8
    linalg.yield %b11_8 : i8
  } -> tensor<3x5xi8>
  %12 = tensor.insert_slice %11 into %arg0[0, 0] [3, 5] [1, 1] : tensor<3x5xi8> into tensor<3x5xi8>
  %13 = arith.constant dense<-2> : tensor<1x3xi8>
  %14 = tensor.extract_slice %13[0, 1] [1, 1] [1, 1] : tensor<1x3xi8> to tensor<1xi8>
  %15 = arith.constant -5 : i8
  %16 = tensor.pad %14 low[0] high[2] {
  ^bb0(%b16_0: index):
    tensor.yield %15 : i8
  } : tensor<1xi8> to tensor<3xi8>
  return %8, %12, %16 : tensor<2x1x3xi8>, tensor<3x5xi8>, tensor<3xi8>
}
