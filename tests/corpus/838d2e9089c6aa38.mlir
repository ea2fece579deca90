// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.select.fold.same-branches
// CORPUS-SEED: 991282
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct a1b58504ab83b889
// CORPUS-STEP: 15 one-shot-bufferize correct 9fe9105829f0bd87
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct e775a95166f04b07
// CORPUS-STEP: 19 canonicalize correct adc5575276f0608d
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 6201420538402e34
// CORPUS-STEP: 24 convert-bufferization-to-memref correct c7c68958606abce4
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<i32> {
    %0 = tosa.select %arg1, %arg0, %arg0 : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
}
