// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.floordivsi
// CORPUS-SEED: 1704035
// PIPELINE: expand
// CORPUS-CORRECT: 2:890137ccbe97dd20 14:6e59a221b19f96a7 15:9c3e7176794bdcfa
module {
  func.func @main() -> tensor<1x1xi32> {
    %cst = arith.constant dense<0> : tensor<1x1x1x1xi32>
    %0 = tensor.empty() : tensor<1x1xi32>
    %reduced = linalg.reduce ins(%cst : tensor<1x1x1x1xi32>) outs(%0 : tensor<1x1xi32>) dimensions = [0, 3] 
      (%in: i32, %init: i32) {
        %c0_i32 = arith.constant 0 : i32
        %1 = arith.floordivsi %in, %c0_i32 : i32
        linalg.yield %1 : i32
      }
    return %reduced : tensor<1x1xi32>
  }
}
