// math.tanh x -> the math-expand-ops expansion sign * (1 - exp(-2|x|)) / (1 + exp(-2|x|)) with sign = (x olt 0 ? -1 : 1): for x = -0.0 the sign is +1 and the result +0.0, but tanh(-0.0) = -0.0: miscompile (real MLIR 22 math-expand-ops output; needs the special cases tanh(+-0) = +-0 and exp(+0) = 1).
// VERDICT: miscompile
// TV-ARGS: --timeout-ms=60000
// CHECK-FAILED: value
// (Was XFAIL: the exact confirmation timed out. With the QF_FPBV strategy it confirms in about 4 s;
// concrete screening finds it at once.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %y = math.tanh %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %m2 = arith.constant -2.0 : f32
    %neg = arith.cmpf olt, %x0, %zero : f32
    %nf = arith.uitofp %neg : i1 to f32
    %t0 = arith.mulf %nf, %m2 : f32
    %sign = arith.addf %t0, %one : f32
    %ax = arith.mulf %sign, %x0 : f32
    %e2 = arith.mulf %ax, %m2 : f32
    %ex = math.exp %e2 : f32
    %num = arith.subf %one, %ex : f32
    %den = arith.addf %ex, %one : f32
    %q = arith.divf %num, %den : f32
    %y = arith.mulf %sign, %q : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
