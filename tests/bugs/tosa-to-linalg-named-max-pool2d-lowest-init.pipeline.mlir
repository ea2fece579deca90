// tosa-to-linalg-named (MLIR 22.1) lowers tosa.max_pool2d to linalg.pooling_nhwc_max on an output filled with the
// lowest finite value (-3.40282347e+38 for f32, -65504 for f16) instead of -Inf. TOSA 1.0 MAX_POOL2D starts the
// accumulator at minimum_value<in_out_t> (-Inf for floating-point types) and takes apply_max_s over the window,
// so a window of -Inf values gives -Inf; the lowering gives -3.40282347e+38. The same mistake as the
// tosa.argmax lowering of docs/BUGS.md #4, in another pattern (MaxPool2dConverter, TosaToLinalgNamed.cpp).
// BUG: not yet reported upstream (docs/BUGS.md #4; campaign signature 5271543c55459fe9, final 9d7738da27a60fab,
// found by the dynamic-shape campaign of issue 14 and confirmed by compiled execution)
// BUGS-ENTRY: 4
// PIPELINE: builtin.module(func.func(tosa-to-linalg-named))
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
