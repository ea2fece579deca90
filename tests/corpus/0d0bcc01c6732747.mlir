// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remsi.fold.one-rhs
// CORPUS-SEED: 994756
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct f4a3eccb3d408325
// CORPUS-STEP: 3 canonicalize correct 204d20f224aa4631
// CORPUS-STEP: 15 one-shot-bufferize correct 43e0fb8415ba8f79
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 04d83c27aad06cc2
// CORPUS-STEP: 19 canonicalize correct d61bd9f96baab71c
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 57a4502785280845
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 1e72b534a2914beb
// CORPUS-STEP: 23 canonicalize correct 31480ed2b04ef38b
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
