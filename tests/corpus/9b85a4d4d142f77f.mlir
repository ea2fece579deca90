// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass convert-vector-to-scf
// CORPUS-SEED: 995875
// PIPELINE: vectorize
// CORPUS-STEP: 11 tosa-to-linalg correct 2f8ad07f11215a47
// CORPUS-STEP: 15 one-shot-bufferize correct 9aa17ea0f0d53deb
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 844ae1e4ee57d6a1
// CORPUS-STEP: 19 canonicalize correct eeca42cc8a9a8905
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 9aa17ea0f0d53deb
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct d6f9a1b504b8b685
// CORPUS-STEP: 26 canonicalize correct ed2d9e992374ab20
// CORPUS-STEP: 27 affine-super-vectorize correct 51640397a24079b5
// CORPUS-STEP: 28 canonicalize correct 6227f665aef3a88c
// CORPUS-STEP: 30 convert-vector-to-scf correct 7bec7873532c00e6
// CORPUS-STEP: 31 lower-affine correct 0cd3be0342b6ac02
// CORPUS-STEP: 32 canonicalize correct 88d2f88d0cf2d21d
func.func @main(%arg0: tensor<1xi1>, %arg1: tensor<5xi1>) -> tensor<5xi1> {
  %0 = tosa.logical_and %arg1, %arg0 : (tensor<5xi1>, tensor<1xi1>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}
