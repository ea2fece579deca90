// tosa-infer-shapes (MLIR 22.1) takes the size of the bias as the number of output channels of a tosa.conv3d
// whose weight has a dynamic output-channel dimension: the conv3d form of the conv2d reproducer next to this
// file. TOSA 1.0 CONV3D allows a one-element bias that is broadcast (ERROR_IF(BC != OC && BC != 1)), so the
// output has OC channels (the weight's first dimension); the pass refines the result's last dimension to 1,
// which is wrong for every weight with OC != 1 (tvfuzz: "declared size 1 in dim 4, the operands give 2").
// BUG: known upstream (llvm/llvm-project#175765), fixed on main after the 22 branch by llvm/llvm-project#178869
// (conv2d, conv3d); not in 22.1.8 (docs/BUGS.md #21).
// BUGS-ENTRY: 21
// PIPELINE: builtin.module(func.func(tosa-infer-shapes))
// EXPECT: miscompile
func.func @main(%arg0: tensor<1x1x1x1x1xf32>, %arg1: tensor<?x1x1x1x1xf32>) -> tensor<1x1x1x1x?xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %arg0, %arg1, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x1x1x1x1xf32>, tensor<?x1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1x?xf32>
  return %0 : tensor<1x1x1x1x?xf32>
}
