// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.intdiv.fold.const
// CORPUS-KEY: pattern tosa.intdiv.fold.zero-lhs
// CORPUS-SEED: 1501618
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:88df6340dbcde56f 12:816bf723f3d9aa60 15:a330a85c13309473 18:e9f302ec1fd684b1 19:10350d8c4eca9bee
// CORPUS-CORRECT: 20:7cf68a120878f4de 24:42a7a95718ce8680
module {
  func.func @main() -> tensor<i32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.intdiv %0, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
}
