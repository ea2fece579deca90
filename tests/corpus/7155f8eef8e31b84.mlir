// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.floor.fold.const
// CORPUS-SEED: 1504220
// PIPELINE: full
// CORPUS-CORRECT: 17:a177dccbef277db1 18:89a986821b3356ee 22:0ec5edd61afcc9a9 25:520cf017a4f7ea7e 30:813d7464b2508037
// CORPUS-CORRECT: 33:d1728f9b8d4502c4 34:d9a542777ecbac87 35:813d7464b2508037 40:f05ba0021acbeed2
func.func @main() -> tensor<3xf16> {
  %0 = "tosa.const"() <{values = dense<6212.0> : tensor<3xf16>}> : () -> tensor<3xf16>
  %1 = tosa.floor %0 : (tensor<3xf16>) -> tensor<3xf16>
  return %1 : tensor<3xf16>
}
