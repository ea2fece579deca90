// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.cmpi.canon.ext-si
// CORPUS-KEY: pattern arith.cmpi.canon.ext-ui
// CORPUS-KEY: pattern linalg.broadcast.canon.broadcast-of-broadcast
// CORPUS-KEY: pattern linalg.broadcast.canon.erase-identity
// CORPUS-KEY: pattern linalg.transpose.fold.identity
// CORPUS-SEED: 1701586
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:0cf472ad2ac6759b 3:52d021f900031ec1
module {
  func.func @main() -> i8 {
    %cst = arith.constant dense<0> : tensor<1x1xi8>
    %0 = tensor.empty() : tensor<1x1xi8>
    %transposed = linalg.transpose ins(%cst : tensor<1x1xi8>) outs(%0 : tensor<1x1xi8>) permutation = [0, 1] 
    %1 = tensor.empty() : tensor<1x1x1xi8>
    %broadcasted = linalg.broadcast ins(%transposed : tensor<1x1xi8>) outs(%1 : tensor<1x1x1xi8>) dimensions = [0] 
    %expanded = tensor.expand_shape %broadcasted [[0, 1], [2], [3]] output_shape [2, 1, 5, 1] : tensor<1x1x1xi8> into tensor<1x1x1x1xi8>
    %2 = tensor.empty() : tensor<1x1x1x1xi8>
    %c0_i8 = arith.constant 0 : i8
    %mapped = linalg.map ins(%expanded, %expanded : tensor<1x1x1x1xi8>, tensor<1x1x1x1xi8>) outs(%2 : tensor<1x1x1x1xi8>)
      (%in: i8, %in_0: i8, %init: i8) {
        %4 = arith.cmpi ugt, %in, %in_0 : i8
        %5 = arith.select %4, %in, %in_0 : i8
        linalg.yield %5 : i8
      }
    %3 = linalg.fill ins(%c0_i8 : i8) outs(%mapped : tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %3[%c1, %c0, %c0, %c0] : tensor<1x1x1x1xi8>
    return %extracted : i8
  }
}
