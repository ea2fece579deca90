// tosa.max_pool2d nan_mode = IGNORE on abs(x): the MLIR 22 lowering starts at -fMAX and skips NaN inputs but, unlike reduce_max IGNORE, keeps no all-NaN flag, so a window of NaNs gives -fMAX where TOSA (start NaN, apply_max_s IGNORE) gives NaN. The abs pre-step rules out the -fMAX/-Inf and signed-zero differences, so this is the only cause: candidate upstream bug.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %x = tosa.abs %a : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
