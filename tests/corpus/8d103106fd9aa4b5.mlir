// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.ceildivsi.fold.const
// CORPUS-KEY: pattern arith.ceildivsi.fold.one-rhs
// CORPUS-KEY: pattern arith.minui.fold.const
// CORPUS-KEY: pattern arith.minui.fold.max-rhs
// CORPUS-KEY: pattern arith.minui.fold.same-operand
// CORPUS-KEY: pattern arith.minui.fold.zero-rhs
// CORPUS-SEED: 2100212
// PIPELINE: loops
// CORPUS-CORRECT: 2:529d2877100847d3 15:6a013146a35dd944 18:2a1012bfc2d26742 19:07f7aa9db63fa32d 20:6a013146a35dd944
// CORPUS-CORRECT: 25:a4ba4cb01f06a10f 26:11d4006d5efddc32
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main() -> tensor<1x1x1x1xi32> {
    %cst = arith.constant dense<0> : tensor<1x1x1x1xi32>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : tensor<1x1x1x1xi32>) outs(%cst : tensor<1x1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %1 = arith.subi %in, %in : i32
      %2 = arith.minui %1, %in : i32
      %c5_i32 = arith.constant 5 : i32
      %3 = arith.ceildivsi %2, %c5_i32 : i32
      linalg.yield %3 : i32
    } -> tensor<1x1x1x1xi32>
    return %0 : tensor<1x1x1x1xi32>
  }
}
