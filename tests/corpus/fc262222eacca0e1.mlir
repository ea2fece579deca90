// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.andi.canon.ext-si
// CORPUS-KEY: pattern arith.andi.canon.ext-ui
// CORPUS-KEY: pattern arith.andi.fold.and-of-and
// CORPUS-KEY: pattern arith.andi.fold.const
// CORPUS-KEY: pattern arith.andi.fold.x-and-not-x
// CORPUS-KEY: pattern arith.andi.fold.zero-rhs
// CORPUS-KEY: pattern tensor.insert_slice.fold.identity
// CORPUS-SEED: 994924
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:0fc9fc00d157d010
func.func @main(%arg0: tensor<2x5xi16>, %arg1: tensor<2x5xi16>) -> tensor<2x5xi16> {
  %0 = tensor.empty() : tensor<2x5xi16>
  %1 = linalg.map ins(%arg0 : tensor<2x5xi16>) outs(%0 : tensor<2x5xi16>)
    (%b1_0: i16, %b1_1: i16) {
    %b1_2 = arith.andi %b1_0, %b1_0 : i16
    linalg.yield %b1_2 : i16
    }
  %2 = tensor.insert_slice %1 into %arg1[0, 0] [2, 5] [1, 1] : tensor<2x5xi16> into tensor<2x5xi16>
  return %2 : tensor<2x5xi16>
}
