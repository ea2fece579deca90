// tosa-infer-shapes (MLIR 22.1) takes the size of the bias as the number of output channels of a
// tosa.depthwise_conv2d whose channel multiplier is dynamic. TOSA 1.0 allows a bias of one element that is
// broadcast (DEPTHWISE_CONV2D: ERROR_IF(BC != OC && BC != 1)), so the output has C * M = 2 * M channels
// whatever the bias size; the pass refines the result to tensor<1x1x1x1xf32> (and casts it back to
// tensor<1x1x1x?xf32>), a static type that no input satisfies (2 * M = 1 has no solution). tvfuzz: "tgt is not
// valid where src is defined: result 0: declared size 1 in dim 3, the operands give 2".
// Found by the one-hour campaign hunt-b (signature df7438a2ea146e15, tosa-opt preset, dynamic-shape variant).
// BUG: known upstream (llvm/llvm-project#175765), fixed on main after the 22 branch by llvm/llvm-project#177739
// (depthwise_conv2d, transpose_conv2d) and #178869 (conv2d, conv3d); not in 22.1.8 (docs/BUGS.md #21).
// BUGS-ENTRY: 21
// PIPELINE: builtin.module(func.func(tosa-infer-shapes))
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x1x1x2xf32>, %arg1: tensor<1x1x2x?xf32>) -> tensor<1x1x1x?xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %arg0, %arg1, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf32>, tensor<1x1x2x?xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x?xf32>
  return %0 : tensor<1x1x1x?xf32>
}
