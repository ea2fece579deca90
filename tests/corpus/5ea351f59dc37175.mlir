// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.addf.fold.const
// CORPUS-KEY: pattern arith.addf.fold.neg-zero
// CORPUS-KEY: pattern arith.divf.fold.const
// CORPUS-KEY: pattern arith.divf.fold.one-rhs
// CORPUS-KEY: pattern arith.negf.fold.const
// CORPUS-KEY: pattern arith.negf.fold.double-neg
// CORPUS-KEY: pattern math.exp.fold.const
// CORPUS-KEY: pattern tosa.cast.fold.same-type
// CORPUS-KEY: pattern tosa.cast.fold.splat-const
// CORPUS-KEY: pattern tosa.select.fold.const-predicate
// CORPUS-KEY: pattern tosa.sub.fold.const
// CORPUS-KEY: pattern tosa.sub.fold.zero-rhs
// CORPUS-SEED: 994094
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct f3f4ff27b1c3b698
// CORPUS-STEP: 17 tosa-to-linalg correct ddb78461a6109dd7
// CORPUS-STEP: 18 tosa-to-arith correct 483bb21a0c1140ae
// CORPUS-STEP: 20 canonicalize correct 058e0643134fd65d
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops deferred 2429476484eab744
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 5f250d95155c1b1d
// CORPUS-STEP: 30 one-shot-bufferize correct 5fb02d834ca50ee2
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 1539cb115dd76d33
// CORPUS-STEP: 34 canonicalize correct edbe5acf21fdc1d0
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 5fb02d834ca50ee2
// CORPUS-STEP: 40 convert-linalg-to-loops correct c13b21047698e0c4
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.const"() <{values = dense<0.5> : tensor<4xf32>}> : () -> tensor<4xf32>
  %1 = "tosa.const"() <{values = dense<true> : tensor<4xi1>}> : () -> tensor<4xi1>
  %2 = tosa.select %1, %0, %arg0 : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.cast %2 : (tensor<4xf32>) -> tensor<4xi32>
  %4 = "tosa.const"() <{values = dense<11> : tensor<4xi32>}> : () -> tensor<4xi32>
  %5 = tosa.sub %3, %4 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %6 = tosa.cast %5 : (tensor<4xi32>) -> tensor<4xf32>
  %7 = tosa.sigmoid %6 : (tensor<4xf32>) -> tensor<4xf32>
  return %7 : tensor<4xf32>
}
