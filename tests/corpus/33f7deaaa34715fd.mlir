// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_all.fold.unit-axis
// CORPUS-SEED: 990736
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct ed7f1e09446624db
// CORPUS-STEP: 11 tosa-to-linalg correct 05b73500355f4291
// CORPUS-STEP: 15 one-shot-bufferize correct 26cbb25e53a4e4ea
// CORPUS-STEP: 17 canonicalize correct 1d25e2190286e24e
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct d41d20bde5eeebdc
// CORPUS-STEP: 19 canonicalize correct 3c1f683050385012
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 1d25e2190286e24e
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct fb4d30a1ac565682
// CORPUS-STEP: 27 affine-super-vectorize correct 26779a6049efa99d
// CORPUS-STEP: 28 canonicalize correct 5710a6f3b96bb856
// CORPUS-STEP: 31 lower-affine correct 8892272b6aed11ff
// CORPUS-STEP: 32 canonicalize correct 22db367b7613eee2
func.func @main(%arg0: tensor<1x2x5x1xi1>) -> tensor<1x1x5x1xi1> {
  %0 = tosa.reduce_all %arg0 {axis = 1 : i32} : (tensor<1x2x5x1xi1>) -> tensor<1x1x5x1xi1>
  %1 = tosa.reduce_all %0 {axis = 0 : i32} : (tensor<1x1x5x1xi1>) -> tensor<1x1x5x1xi1>
  return %1 : tensor<1x1x5x1xi1>
}
