// BUG: not yet reported upstream (found by tvfuzz's execution oracle on seeds/tosa/reduce_max_min_nan.mlir)
// tosa-to-linalg lowers tosa.reduce_max with the accumulator initialised to the lowest finite value
// (-3.40282347e+38 for f32). TOSA 1.0 REDUCE_MAX folds apply_max_s from the type's minimum value (-Inf),
// so a row of -Inf must reduce to -Inf; the lowering gives -3.40282347e+38. Same root as BUGS #4.
// BUGS-ENTRY: 4
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x2xf32>) -> tensor<1x1xf32> {
  %0 = tosa.reduce_max %arg0 {axis = 1 : i32} : (tensor<1x2xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
