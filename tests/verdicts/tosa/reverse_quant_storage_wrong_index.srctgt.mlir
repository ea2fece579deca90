// The same lowering with the mirrored index replaced by the fixed index size - 2 (a wrong operand of the index arithmetic): every element but one reads the wrong position: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%arg0: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}
func.func @tgt(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %0 = tensor.empty() : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) {
  ^bb0(%out: !quant.uniform<i8:f32, 5.000000e-01:3>):
    %2 = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %3 = arith.subi %dim, %c1 : index
    %4 = arith.subi %3, %c1 : index
    %extracted = tensor.extract %arg0[%4] : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
    linalg.yield %extracted : !quant.uniform<i8:f32, 5.000000e-01:3>
  } -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
  return %1 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>
}
