// tosa.cast f32 -> i32 after an IGNORE clamp to [-1e6, 1e6].
// PIPELINE: tosa-lowering
// EXPECT: correct
// TV-ARGS: --timeout-ms=60000
// (The abstract domain finds a spurious poison counterexample at the i32 saturation boundary;
// the exact re-check refutes it but needs more than the default budget on a loaded machine.)
func.func @main(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = tosa.clamp %a {min_val = -1.0E+6 : f32, max_val = 1.0E+6 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
