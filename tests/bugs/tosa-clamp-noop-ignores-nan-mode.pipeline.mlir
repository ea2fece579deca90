// The tosa.clamp canonicalization ClampIsNoOp (MLIR 22.1) removes a float clamp whose bounds are
// [-Inf, +Inf] as a no-op without looking at nan_mode. With nan_mode = IGNORE it is not one: TOSA 1.0
// CLAMP is apply_clip_s = apply_min_s(apply_max_s(value, min_val, IGNORE), max_val, IGNORE), and
// apply_max_s(NaN, -Inf, IGNORE) is -Inf (compare_nan returns the non-NaN operand), so a NaN input gives
// -Inf; the canonicalized function returns the NaN. tosa-to-linalg lowers the same clamp correctly
// (a cmpf uno + select on min_val), so the wrong value only appears when canonicalize runs first, as it
// does inside tosa-to-linalg-pipeline.
// Found by the execution oracle in a 10-minute default campaign (signature 24c3739c4acf614c, 73 hits:
// an f32 -> i8 cast of the clamp's result gave 0 compiled, -128 by the TOSA semantics); confirmed pass
// by pass by the validator (concrete screening, input NaN).
// BUG: not yet reported upstream (docs/BUGS.md #25)
// BUGS-ENTRY: 25
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: miscompile
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %arg0 {max_val = 0x7F800000 : f32, min_val = 0xFF800000 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
