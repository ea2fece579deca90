// math-expand-ops (MLIR 22.1) expands math.powf(x, y) to exp(y * log(x)) with no special cases. math.powf lowers to
// llvm.intr.pow (convert-math-to-llvm), which LLVM defines as libm pow, and pow(x, 0) = 1 for every x, pow(-2, 2)
// = 4, pow(0, 2) = 0; the expansion gives exp(0 * -Inf) = NaN for powf(0, 0), NaN for every negative x
// (log(-2) = NaN), and NaN for powf(+Inf, 0) (0 * Inf). tvfuzz's counterexample: x = y = +0.0 gives 1 in src, NaN
// after the pass.
// BUG: not yet reported upstream (docs/BUGS.md #19; seen in the one-hour campaigns as a powf case of signature
// ce1102cab8d65248 before that reduced to the math.ceil bug #13)
// BUGS-ENTRY: 19
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c = math.powf %a, %b : f32
    linalg.yield %c : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
