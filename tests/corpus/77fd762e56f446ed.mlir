// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.ceildivsi.fold.const
// CORPUS-KEY: pattern arith.ceildivsi.fold.one-rhs
// CORPUS-KEY: pattern math-expand.exp2
// CORPUS-KEY: pattern math.cttz.fold.const
// CORPUS-SEED: 993392
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct f506b7412827dc18
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 828f23609003c450
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 6a4f7917fbb2dd3b
// CORPUS-STEP: 28 math-expand-ops deferred f37d940b6cc142c9
// CORPUS-STEP: 30 one-shot-bufferize correct 1ef9ffaafede9201
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 9aff4b2defd9e08c
// CORPUS-STEP: 34 canonicalize correct 14b92992979c5ff9
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 1ef9ffaafede9201
// CORPUS-STEP: 40 convert-linalg-to-loops correct bf65ab2f9edb103c
func.func @main(%arg0: tensor<3x1x2x1xf16>, %arg1: tensor<2x4x1xi8>) -> (tensor<3x1x2x1xf16>, tensor<4x2xi8>) {
  %0 = arith.constant dense<[[65472.0], [-2.0]]> : tensor<2x1xf16>
  %1 = tensor.empty() : tensor<3x1x2x1xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %0 : tensor<3x1x2x1xf16>, tensor<2x1xf16>) outs(%1 : tensor<3x1x2x1xf16>) {
  ^bb0(%b2_0: f16, %b2_1: f16, %b2_2: f16):
    %b2_3 = arith.constant 1.0 : f16
    %b2_4 = arith.addf %b2_0, %b2_3 : f16
    %b2_5 = math.exp2 %b2_4 : f16
    linalg.yield %b2_5 : f16
  } -> tensor<3x1x2x1xf16>
  %3 = arith.constant dense<48> : tensor<1x4x2xi8>
  %4 = arith.constant dense<-128> : tensor<2xi8>
  %5 = tensor.empty() : tensor<4x2xi8>
  %6 = arith.constant -1 : i8
  %7 = linalg.fill ins(%6 : i8) outs(%5 : tensor<4x2xi8>) -> tensor<4x2xi8>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%3, %4, %arg1 : tensor<1x4x2xi8>, tensor<2xi8>, tensor<2x4x1xi8>) outs(%7 : tensor<4x2xi8>) {
  ^bb0(%b8_0: i8, %b8_1: i8, %b8_2: i8, %b8_3: i8):
    %b8_4 = arith.constant 6 : i8
    %b8_5 = arith.ceildivsi %b8_0, %b8_4 : i8
    %b8_6 = arith.constant true
    %b8_7 = arith.extui %b8_6 : i1 to i8
    %b8_8 = arith.cmpi ult, %b8_7, %b8_1 : i8
    %b8_9 = arith.select %b8_8, %b8_7, %b8_1 : i8
    %b8_10 = math.cttz %b8_9 : i8
    %b8_11 = arith.andi %b8_10, %b8_3 : i8
    linalg.yield %b8_11 : i8
  } -> tensor<4x2xi8>
  return %2, %8 : tensor<3x1x2x1xf16>, tensor<4x2xi8>
}
