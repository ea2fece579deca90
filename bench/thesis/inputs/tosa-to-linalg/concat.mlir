// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor))
// NOTE: tosa.concat of tensor<16x24xf32> and tensor<16x40xf32> on axis 1 -> tensor.concat (in MLIR 22 concat is lowered by tosa-to-tensor, run after tosa-to-linalg).
// BUG: slice_offset | \[0, 24\] | [0, 23]
func.func @f(%a: tensor<16x24xf32>, %b: tensor<16x40xf32>) -> tensor<16x64xf32> {
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<16x24xf32>, tensor<16x40xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
