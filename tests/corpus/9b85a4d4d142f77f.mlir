// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass convert-vector-to-scf
// CORPUS-SEED: 995875
// PIPELINE: vectorize
// CORPUS-CORRECT: 11:2f8ad07f11215a47 15:9aa17ea0f0d53deb 18:844ae1e4ee57d6a1 19:eeca42cc8a9a8905 20:9aa17ea0f0d53deb
// CORPUS-CORRECT: 25:d6f9a1b504b8b685 26:ed2d9e992374ab20 27:51640397a24079b5 28:6227f665aef3a88c 30:7bec7873532c00e6
// CORPUS-CORRECT: 31:0cd3be0342b6ac02 32:88d2f88d0cf2d21d
func.func @main(%arg0: tensor<1xi1>, %arg1: tensor<5xi1>) -> tensor<5xi1> {
  %0 = tosa.logical_and %arg1, %arg0 : (tensor<5xi1>, tensor<1xi1>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}
