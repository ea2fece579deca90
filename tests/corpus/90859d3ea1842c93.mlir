// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.ctlz
// CORPUS-KEY: pattern tosa.add.fold.zero-rhs
// CORPUS-SEED: 991641
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct 80a0386a8349c8d3
// CORPUS-STEP: 11 tosa-to-linalg correct 98986306bb49d268
// CORPUS-STEP: 15 math-expand-ops correct 9a4fa476ffad97b8
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = tosa.clz %arg0 : (tensor<i32>) -> tensor<i32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = tosa.add %0, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %2 : tensor<i32>
  }
}
