// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.fill.canon.extract-of-fill
// CORPUS-KEY: pattern tensor.extract.canon.from-cast
// CORPUS-KEY: pattern tensor.extract.canon.from-index-cast
// CORPUS-KEY: pattern tensor.from_elements.fold.const
// CORPUS-KEY: pattern tensor.generate.canon.extract-from-generate
// CORPUS-SEED: 993341
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 2cdf0aa7951d3dc9
// CORPUS-STEP: 3 canonicalize correct f20abb2ab177b20f
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 2dfc8196f620b1c4
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct c5faef1afe51fe80
func.func @main(%arg0: tensor<5x2x1xf32>, %arg1: i32, %arg2: tensor<3xi32>) -> (tensor<1x5x2x1xf32>, i32, i32, tensor<3xi32>) {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 5, 2, 1] : tensor<5x2x1xf32> into tensor<1x5x2x1xf32>
  %1 = arith.constant 0 : i32
  %2 = arith.constant 2 : i32
  %3 = arith.constant 1 : i32
  %4 = tensor.from_elements %1, %2, %arg1, %3, %arg1 : tensor<5xi32>
  %5 = tensor.empty() : tensor<5xi32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<5xi32>) outs(%5 : tensor<5xi32>) {
  ^bb0(%b6_0: i32, %b6_1: i32):
    %b6_2 = arith.cmpi sge, %b6_0, %b6_0 : i32
    %b6_3 = arith.select %b6_2, %b6_0, %b6_0 : i32
    linalg.yield %b6_3 : i32
  } -> tensor<5xi32>
  %7 = arith.constant 3 : index
  %8 = tensor.extract %6[%7] : tensor<5xi32>
  %9 = arith.constant -3 : i32
  %10 = arith.constant -258306988 : i32
  %11 = tensor.from_elements %9, %8, %10 : tensor<3xi32>
  %12 = tensor.empty() : tensor<3xi32>
  %13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%11, %arg2, %arg2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) outs(%12 : tensor<3xi32>) {
  ^bb0(%b13_0: i32, %b13_1: i32, %b13_2: i32, %b13_3: i32):
    %b13_4 = arith.ori %b13_0, %b13_1 : i32
    %b13_5 = arith.constant 11 : i32
    %b13_6 = arith.constant -8 : i32
    %b13_7 = arith.subi %b13_5, %b13_0 : i32
    %b13_8 = arith.addi %b13_7, %b13_6 : i32
    linalg.yield %b13_8 : i32
  } -> tensor<3xi32>
  %14 = arith.constant dense<-10> : tensor<1xi32>
  %15 = tensor.insert_slice %14 into %13[0] [1] [1] : tensor<1xi32> into tensor<3xi32>
  return %0, %1, %2, %15 : tensor<1x5x2x1xf32>, i32, i32, tensor<3xi32>
}
