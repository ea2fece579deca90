// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.select.fold.same-branches
// CORPUS-SEED: 991282
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:a1b58504ab83b889 15:9fe9105829f0bd87 18:e775a95166f04b07 19:adc5575276f0608d 20:6201420538402e34
// CORPUS-CORRECT: 24:c7c68958606abce4
module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<i32> {
    %0 = tosa.select %arg1, %arg0, %arg0 : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>
  }
}
