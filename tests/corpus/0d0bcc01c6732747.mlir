// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.remsi.fold.one-rhs
// CORPUS-SEED: 994756
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:f4a3eccb3d408325 3:204d20f224aa4631 15:43e0fb8415ba8f79 18:04d83c27aad06cc2 19:d61bd9f96baab71c
// CORPUS-CORRECT: 20:57a4502785280845 21:1e72b534a2914beb 23:31480ed2b04ef38b
module {
  func.func @main() -> tensor<1xi32> {
    %0 = tensor.empty() : tensor<1x1xi32>
    %1 = tensor.empty() : tensor<1xi32>
    %reduced = linalg.reduce ins(%0 : tensor<1x1xi32>) outs(%1 : tensor<1xi32>) dimensions = [1] 
      (%in: i32, %init: i32) {
        %c1_i32 = arith.constant 1 : i32
        %2 = arith.remsi %in, %c1_i32 : i32
        %3 = arith.cmpi ne, %2, %in : i32
        %c0_i32 = arith.constant 0 : i32
        %4 = arith.select %3, %c0_i32, %c1_i32 : i32
        linalg.yield %4 : i32
      }
    return %reduced : tensor<1xi32>
  }
}
