// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.absf.fold.const
// CORPUS-KEY: pattern math.powf.fold.const
// CORPUS-SEED: 1301007
// PIPELINE: full
// CORPUS-CORRECT: 17:69465e351baf213f 18:75a417b8900668ef 21:75a97d2cffed3a2a 22:f5fafeb6af62bcdb 25:a146a970d8d97b06
// CORPUS-CORRECT: 30:ebd252dc2bbcb48b 33:3fe16e2a9e80428e 34:b5e043614dafa91c 35:ebd252dc2bbcb48b 40:da42389750b94f11
module {
  func.func @main() -> (tensor<f32>, tensor<f32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.abs %0 : (tensor<f32>) -> tensor<f32>
    %2 = tosa.pow %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1, %2 : tensor<f32>, tensor<f32>
  }
}
