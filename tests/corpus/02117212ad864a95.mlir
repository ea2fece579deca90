// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remui.fold.one-rhs
// CORPUS-SEED: 991817
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 8a24dc1702a4cf6c
// CORPUS-STEP: 5 cse correct ea9f7bc9818c7d17
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 17fc55cc56616f9b
// CORPUS-STEP: 24 linalg-generalize-named-ops correct f2422841fddd97e9
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct a278b15e345141a4
// CORPUS-STEP: 27 arith-expand correct 65331453e862c9f9
// CORPUS-STEP: 30 one-shot-bufferize correct 56e47fcc1aaec071
// CORPUS-STEP: 32 canonicalize correct 895fb8909b28e7a3
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct dd5dfe0321fbb8f1
// CORPUS-STEP: 34 canonicalize correct 45c18449f697d557
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 8d88c6c2813e6ebe
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 5afc583c32db6540
// CORPUS-STEP: 38 canonicalize correct f44fe3a8a54d472c
// CORPUS-STEP: 40 convert-linalg-to-loops correct c9aac5cec8ab5930
// CORPUS-STEP: 41 canonicalize correct dcfeef3fb43b407c
func.func @main(%arg0: tensor<5x2x1xi32>) -> tensor<3xi32> {
  %0 = tensor.empty() : tensor<5x2x1x1xi32>
  %1 = linalg.broadcast ins(%arg0 : tensor<5x2x1xi32>) outs(%0 : tensor<5x2x1x1xi32>) dimensions = [3]
  %2 = tensor.empty() : tensor<5x2x1x1xi32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<5x2x1x1xi32>) outs(%2 : tensor<5x2x1x1xi32>) {
  ^bb0(%b3_0: i32, %b3_1: i32):
    %b3_2 = arith.constant true
    %b3_3 = arith.extui %b3_2 : i1 to i32
    %b3_4 = arith.constant 7 : i32
    %b3_5 = arith.remui %b3_3, %b3_4 : i32
    %b3_6 = arith.xori %b3_5, %b3_0 : i32
    linalg.yield %b3_6 : i32
  } -> tensor<5x2x1x1xi32>
  %4 = arith.constant 3 : index
  %5 = arith.constant 1 : index
  %6 = arith.constant 0 : index
  %7 = tensor.extract %3[%4, %5, %6, %6] : tensor<5x2x1x1xi32>
  %8 = arith.constant -10 : i32
  %9 = tensor.from_elements %7, %7, %8 : tensor<3xi32>
  %10 = linalg.map ins(%9, %9 : tensor<3xi32>, tensor<3xi32>) outs(%9 : tensor<3xi32>)
    (%b10_0: i32, %b10_1: i32, %b10_2: i32) {
    %b10_3 = arith.ori %b10_0, %b10_1 : i32
    %b10_4 = arith.constant -32769 : i32
    %b10_5 = arith.minsi %b10_1, %b10_4 : i32
    linalg.yield %b10_5 : i32
    }
  return %10 : tensor<3xi32>
}
