// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.ctlz
// CORPUS-KEY: pattern tosa.add.fold.zero-rhs
// CORPUS-SEED: 991641
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct f380c3903704ad8d
// CORPUS-STEP: 11 tosa-to-linalg correct e12bf382ce94f6c5
// CORPUS-STEP: 15 math-expand-ops correct 05c00c612e3fbf5d
func.func @main(%arg0: tensor<2x1x1xi32>) -> tensor<2x1x1xi32> {
  %0 = tosa.clz %arg0 : (tensor<2x1x1xi32>) -> tensor<2x1x1xi32>
  %1 = "tosa.const"() <{values = dense<0> : tensor<2x1x1xi32>}> : () -> tensor<2x1x1xi32>
  %2 = tosa.add %0, %1 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi32>
  return %2 : tensor<2x1x1xi32>
}
