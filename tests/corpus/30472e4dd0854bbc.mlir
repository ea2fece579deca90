// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.minui.fold.same-operand
// CORPUS-KEY: pattern arith.remui.fold.const
// CORPUS-SEED: 993277
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:be934b92d7e54bb8
func.func @main(%arg0: tensor<3x1xi32>, %arg1: tensor<4xi16>) -> (tensor<3x1xi32>, tensor<1x2x4x2xi16>, tensor<1x3xi32>) {
  %0 = arith.constant dense<-6> : tensor<3x1xi32>
  %1 = arith.constant dense<0> : tensor<3x1xi32>
  %2 = tensor.empty() : tensor<3x1xi32>
  %3 = linalg.map ins(%arg0, %0, %1 : tensor<3x1xi32>, tensor<3x1xi32>, tensor<3x1xi32>) outs(%2 : tensor<3x1xi32>)
    (%b3_0: i32, %b3_1: i32, %b3_2: i32, %b3_3: i32) {
    %b3_4 = arith.minui %b3_0, %b3_0 : i32
    %b3_5 = arith.constant -12 : i32
    %b3_6 = arith.constant 5 : i32
    %b3_7 = arith.remui %b3_5, %b3_6 : i32
    %b3_8 = arith.ori %b3_0, %b3_2 : i32
    linalg.yield %b3_8 : i32
    }
  %4 = tensor.empty() : tensor<1x2x4x2xi16>
  %5 = linalg.broadcast ins(%arg1 : tensor<4xi16>) outs(%4 : tensor<1x2x4x2xi16>) dimensions = [0, 1, 3]
  %6 = tensor.empty() : tensor<1x3xi32>
  %7 = linalg.transpose ins(%1 : tensor<3x1xi32>) outs(%6 : tensor<1x3xi32>) permutation = [1, 0]
  %8 = linalg.copy ins(%7 : tensor<1x3xi32>) outs(%7 : tensor<1x3xi32>) -> tensor<1x3xi32>
  return %3, %5, %8 : tensor<3x1xi32>, tensor<1x2x4x2xi16>, tensor<1x3xi32>
}
