// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.select.fold.same-branches
// CORPUS-SEED: 991282
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 0c4783ae1ab4df8d
// CORPUS-STEP: 11 tosa-to-linalg correct 2d8c304ee3fb2bfc
// CORPUS-STEP: 15 one-shot-bufferize correct 7a5b9a4b10a4d0ad
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 7eb69dcaff4dba55
// CORPUS-STEP: 19 canonicalize correct 53c237a4e45ff935
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 7a5b9a4b10a4d0ad
func.func @main(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<f32> {
  %0 = tosa.select %arg1, %arg0, %arg0 : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %1 = tosa.cast %0 : (tensor<i32>) -> tensor<f32>
  return %1 : tensor<f32>
}
