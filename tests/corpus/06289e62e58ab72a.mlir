// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.divf.canon.neg-neg
// CORPUS-KEY: pattern arith.maxsi.fold.max-rhs
// CORPUS-KEY: pattern arith.maxsi.fold.min-rhs
// CORPUS-KEY: pattern arith.maxsi.fold.same-operand
// CORPUS-KEY: pattern arith.minsi.fold.const
// CORPUS-KEY: pattern arith.minsi.fold.max-rhs
// CORPUS-KEY: pattern arith.minsi.fold.min-rhs
// CORPUS-KEY: pattern arith.minsi.fold.same-operand
// CORPUS-KEY: pattern arith.sitofp.fold.const
// CORPUS-KEY: pattern tosa.const.fold.attr
// CORPUS-SEED: 993042
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:92dc7fc7ce4af006 6:ca3d4b1ce28d3da7 7:c683d64fa4ad863a
module {
  func.func @main(%arg0: tensor<1x5x1x1xbf16>) -> tensor<1x3x1x1xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %2 = tosa.avg_pool2d %arg0, %0, %1 {acc_type = f32, kernel = array<i64: 1, 3>, pad = array<i64: 0, 0, 0, 2>, stride = array<i64: 2, 1>} : (tensor<1x5x1x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x3x1x1xbf16>
    return %2 : tensor<1x3x1x1xbf16>
  }
}
