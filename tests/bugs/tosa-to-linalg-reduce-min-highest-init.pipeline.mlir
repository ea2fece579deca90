// tosa-to-linalg lowers tosa.reduce_min with the accumulator initialised to the highest finite value
// (3.40282347e+38 for f32). TOSA 1.0 REDUCE_MIN folds apply_min_s from the type's maximum value (+Inf),
// so a row of +Inf must reduce to +Inf; the lowering gives 3.40282347e+38. The mirror of the reduce_max
// test, same root as BUGS #4 (found by campaign campB, triage signature 083dc51c9f11bd6c).
// BUG: not yet reported upstream (docs/BUGS.md #4)
// BUGS-ENTRY: 4
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x2xf32>) -> tensor<1x1xf32> {
  %0 = tosa.reduce_min %arg0 {axis = 1 : i32} : (tensor<1x2xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
