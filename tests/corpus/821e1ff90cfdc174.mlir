// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remsi.fold.one-rhs
// CORPUS-SEED: 994756
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 46c8d0851496cfe8
// CORPUS-STEP: 3 canonicalize correct 94f72489feec357c
// CORPUS-STEP: 15 one-shot-bufferize correct ce99dd33288eead1
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 09fea271dc4bfa22
// CORPUS-STEP: 19 canonicalize correct d015ae7e6aeb852d
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 928570c079907bcf
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 85b6d6e9cb650e15
// CORPUS-STEP: 23 canonicalize correct 859052a899c2da21
func.func @main() -> (i32, tensor<2xi32>) {
  %0 = arith.constant dense<[[-5, 10], [-8, 128], [0, -1], [3, -12]]> : tensor<4x2xi32>
  %1 = tensor.empty() : tensor<2x4xi32>
  %2 = arith.constant 0 : i32
  %3 = linalg.fill ins(%2 : i32) outs(%1 : tensor<2x4xi32>) -> tensor<2x4xi32>
  %4 = linalg.transpose ins(%0 : tensor<4x2xi32>) outs(%3 : tensor<2x4xi32>) permutation = [1, 0]
  %5 = tensor.empty() : tensor<2xi32>
  %6 = arith.constant -1 : i32
  %7 = linalg.fill ins(%6 : i32) outs(%5 : tensor<2xi32>) -> tensor<2xi32>
  %8 = linalg.reduce ins(%4 : tensor<2x4xi32>) outs(%7 : tensor<2xi32>) dimensions = [1]
    (%b8_0: i32, %b8_1: i32) {
    %b8_2 = math.cttz %b8_0 : i32
    %b8_3 = arith.maxsi %b8_2, %b8_2 : i32
    %b8_4 = arith.constant 1 : i32
    %b8_5 = arith.remsi %b8_2, %b8_4 : i32
    %b8_6 = arith.cmpi ne, %b8_5, %b8_3 : i32
    %b8_7 = arith.constant 1 : i32
    %b8_8 = arith.constant 0 : i32
    %b8_9 = arith.select %b8_6, %b8_8, %b8_7 : i32
    %b8_10 = arith.andi %b8_9, %b8_1 : i32
    linalg.yield %b8_10 : i32
    }
  return %6, %8 : i32, tensor<2xi32>
}
