// The math.roundeven form of docs/BUGS.md #29: math-expand-ops expands math.roundeven from the same
// x + copysign(0.5, x) rounding as math.round, so roundeven(0.49999997) (0x3effffff) is 1.0 instead of 0.0;
// here the result is converted to i32 as tosa.cast f32 -> i32 lowers (a clamp, then fptosi), which makes
// the root-cause key an integer one (campaign campO, seed 1100000 onwards; triage signature
// 7ee6971a28809db2, 278 hits, reduced by tvfuzz triage, confirmed by compiled execution: 1 vs 0).
// BUG: not yet reported upstream (docs/BUGS.md #29)
// BUGS-ENTRY: 29
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
// EXPECT-PASS: math-expand-ops
#map = affine_map<() -> ()>
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<i32> {
    %0 = tensor.empty() : tensor<i32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : tensor<f32>) outs(%0 : tensor<i32>) {
    ^bb0(%in: f32, %out: i32):
      %2 = math.roundeven %in : f32
      %cst = arith.constant -2.14748365E+9 : f32
      %cst_0 = arith.constant 2.14748365E+9 : f32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %3 = arith.cmpf ugt, %2, %cst : f32
      %4 = arith.select %3, %2, %cst : f32
      %5 = arith.cmpf uno, %cst, %cst : f32
      %6 = arith.select %5, %cst, %4 : f32
      %7 = arith.fptosi %6 : f32 to i32
      %8 = arith.cmpf uge, %2, %cst_0 : f32
      %9 = arith.select %8, %c2147483647_i32, %7 : i32
      linalg.yield %9 : i32
    } -> tensor<i32>
    return %1 : tensor<i32>
  }
}
