// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_any.fold.unit-axis
// CORPUS-SEED: 996774
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 68e3cb8f053075d7
// CORPUS-STEP: 11 tosa-to-linalg correct b7f2a5291b1137c4
// CORPUS-STEP: 15 one-shot-bufferize correct fe17fcc05f0a8e37
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct aa5b35e5741ab778
// CORPUS-STEP: 19 canonicalize correct b6709a2db97f2b83
// CORPUS-STEP: 20 buffer-deallocation-simplification correct fe17fcc05f0a8e37
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 0713fe0bd468c4f2
// CORPUS-STEP: 30 lower-affine correct 8edf73cf2532625c
// CORPUS-STEP: 31 canonicalize correct d48253411b81b3e3
func.func @main(%arg0: tensor<3x1x4x1xi1>) -> tensor<3x1x4x1xi8> {
  %0 = tosa.reduce_any %arg0 {axis = 1 : i32} : (tensor<3x1x4x1xi1>) -> tensor<3x1x4x1xi1>
  %1 = tosa.cast %0 : (tensor<3x1x4x1xi1>) -> tensor<3x1x4x1xi8>
  return %1 : tensor<3x1x4x1xi8>
}
