// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.select.canon.not-predicate
// CORPUS-SEED: 1903895
// PIPELINE: vectorize
// CORPUS-CORRECT: 3:ffad5cccb1c9ccc2 15:f264a802678b19d7 18:6bd617fc436cdb3a 19:9dea94aa3f8bfad3 20:2f55504a1b652334
// CORPUS-CORRECT: 24:98caad6bd162701a
module {
  func.func @main(%arg0: tensor<i1>) -> tensor<i1> {
    %0 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %1 = tosa.logical_not %0 : (tensor<i1>) -> tensor<i1>
    %2 = tosa.select %1, %1, %arg0 : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
    return %2 : tensor<i1>
  }
}
