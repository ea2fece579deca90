// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.divsi.fold.const
// CORPUS-KEY: pattern arith.divsi.fold.mul-cancel
// CORPUS-KEY: pattern arith.divsi.fold.one-rhs
// CORPUS-SEED: 1700710
// PIPELINE: full
// CORPUS-CORRECT: 17:c5350b749b6bceb7 18:58c4db0497ac904a 22:e7907c5c94949e38 25:9f9810c3b36aaa1e 30:678d330322f6fa6b
// CORPUS-CORRECT: 33:d68ad8b20f4e99e8 34:23e9c931f63ad4cb 35:678d330322f6fa6b 40:1fe4961da09c4f6e
module {
  func.func @main() -> tensor<2x2x2xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x1x2xi32>}> : () -> tensor<1x1x2xi32>
    %1 = "tosa.const"() <{values = dense<1> : tensor<2x2x1xi32>}> : () -> tensor<2x2x1xi32>
    %2 = tosa.intdiv %0, %1 : (tensor<1x1x2xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    return %2 : tensor<2x2x2xi32>
  }
}
