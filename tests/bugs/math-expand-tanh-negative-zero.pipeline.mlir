// math-expand-ops expands math.tanh as sign * (1 - e) / (1 + e) with e = exp(-2 * |x|): for x = -0.0 the
// result is +0.0 where tanh(-0.0) = -0.0 (C and IEEE; what convert-math-to-libm's tanhf gives), so
// 1 / tanh(-0) turns from -Inf into +Inf; small inputs also lose their precision to the cancellation in
// 1 - exp(-2x) (tanh(1e-8) becomes 0). Campaign signature 4578ac6d6d41d512 (campG, reduced by tvfuzz
// triage; checked with mlir-runner-22 with and without the pass).
// BUG: not yet reported upstream (docs/BUGS.md #35)
// BUGS-ENTRY: 35
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
#map = affine_map<() -> ()>
module {
  func.func @main(%arg0: tensor<bf16>) -> tensor<bf16> {
    %0 = tensor.empty() : tensor<bf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : tensor<bf16>) outs(%0 : tensor<bf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2 = math.tanh %in : bf16
      linalg.yield %2 : bf16
    } -> tensor<bf16>
    return %1 : tensor<bf16>
  }
}
