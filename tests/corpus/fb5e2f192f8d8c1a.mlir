// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.minui.fold.const
// CORPUS-KEY: pattern arith.minui.fold.max-rhs
// CORPUS-SEED: 990870
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct b7075c6e8aa72241
// CORPUS-STEP: 3 canonicalize correct c70163765de8ea68
// CORPUS-STEP: 15 one-shot-bufferize correct 6989b15ff86f86e8
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 487bead586903441
// CORPUS-STEP: 19 canonicalize correct 62807bd25e88dccd
// CORPUS-STEP: 20 buffer-deallocation-simplification correct d44be72bda5c97f0
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 8d4331d5b2310644
// CORPUS-STEP: 23 canonicalize correct b94ca5b128f0aa8e
// CORPUS-STEP: 24 convert-bufferization-to-memref correct c942b409e555ac95
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct eca019259954a002
// CORPUS-STEP: 30 lower-affine correct a5ee806b5e8ab849
// CORPUS-STEP: 31 canonicalize correct 8ea8196d7cb1df79
func.func @main() -> (tensor<2xf32>, tensor<7xi16>) {
  %0 = arith.constant dense<[0x5E3500D4, 0x7F7FFFFF, 0xFFC00000, 0.0]> : tensor<4xf32>
  %1 = tensor.extract_slice %0[2] [1] [2] : tensor<4xf32> to tensor<1xf32>
  %2 = arith.constant dense<[128.0, -416.0]> : tensor<2xf32>
  %3 = arith.constant dense<-0.0> : tensor<4xf32>
  %4 = tensor.concat dim(0) %1, %2, %3 : (tensor<1xf32>, tensor<2xf32>, tensor<4xf32>) -> tensor<7xf32>
  %5 = tensor.empty() : tensor<7xi16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<7xf32>) outs(%5 : tensor<7xi16>) {
  ^bb0(%b6_0: f32, %b6_1: i16):
    %b6_2 = arith.fptosi %b6_0 : f32 to i16
    %b6_3 = arith.constant -32768 : i16
    %b6_4 = arith.ori %b6_2, %b6_3 : i16
    %b6_5 = arith.constant 7 : i16
    %b6_6 = arith.constant -32768 : i16
    %b6_7 = arith.muli %b6_4, %b6_5 : i16
    %b6_8 = arith.muli %b6_7, %b6_6 : i16
    %b6_9 = arith.minui %b6_2, %b6_8 : i16
    %b6_10 = arith.cmpi uge, %b6_2, %b6_8 : i16
    %b6_11 = arith.select %b6_10, %b6_2, %b6_8 : i16
    linalg.yield %b6_11 : i16
  } -> tensor<7xi16>
  return %2, %6 : tensor<2xf32>, tensor<7xi16>
}
