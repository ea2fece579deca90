// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.cmpi.fold.const
// CORPUS-KEY: pattern arith.cmpi.fold.const-to-rhs
// CORPUS-KEY: pattern arith.cmpi.fold.i1-ext-ne-zero
// CORPUS-KEY: pattern arith.cmpi.fold.i1-identity
// CORPUS-KEY: pattern arith.cmpi.fold.same-operand
// CORPUS-SEED: 1901043
// PIPELINE: full
// CORPUS-CORRECT: 17:b1802736fb7b24f9 22:b51ec9fbfd373742 25:166e0a6f8425d55e 30:44f4089be3c2d0a9 33:166b74a68ce4566d
// CORPUS-CORRECT: 34:b98685ee99ed2b97 35:44f4089be3c2d0a9 40:a17db0d22ab0fac1
func.func @main(%arg0: tensor<5xi32>) -> tensor<5xi1> {
  %0 = tosa.greater_equal %arg0, %arg0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}
