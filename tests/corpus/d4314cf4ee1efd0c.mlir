// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.abs.fold.abs-of-abs
// CORPUS-SEED: 995924
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct b056fbf7d976ece7
// CORPUS-STEP: 11 tosa-to-linalg correct 4fd5f782eb7c14fa
// CORPUS-STEP: 12 tosa-to-arith correct 2be4730f0c721a90
// CORPUS-STEP: 15 cse correct 5d156a4dc074ec7d
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 9489b5c9821b57c3
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct 8c5adea1219fabe4
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 67763482202b5245
func.func @main() -> tensor<3x1xf32> {
  %0 = "tosa.const"() <{values = dense<0.40625> : tensor<3x1xf32>}> : () -> tensor<3x1xf32>
  %1 = tosa.floor %0 : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %2 = tosa.abs %1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %3 = tosa.reduce_max %2 {axis = 1 : i32} : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %4 = tosa.abs %3 : (tensor<3x1xf32>) -> tensor<3x1xf32>
  return %4 : tensor<3x1xf32>
}
