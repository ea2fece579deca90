// tosa.conv2d with a 2x2 kernel (i8 x i8 -> i32, zero points 0, OC = 2) lowered via linalg.transpose of the [OC, KH, KW, IC] weights with permutation [2, 1, 3, 0] (KW and KH swapped; the same [2, 2, 1, 2] shape for a square kernel) + linalg.conv_2d_nhwc_hwcf: the kernel is applied transposed, so w[oc][0][1] multiplies x[1][0]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x1x1x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x2x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi32>
  return %0 : tensor<1x1x1x2xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x1x1x2xi32> {
  %et = tensor.empty() : tensor<2x2x1x2xi8>
  %wt = linalg.transpose ins(%w : tensor<2x2x2x1xi8>) outs(%et : tensor<2x2x1x2xi8>) permutation = [2, 1, 3, 0]
  %e = tensor.empty() : tensor<1x1x1x2xi32>
  %i = linalg.generic {indexing_maps = [#bc, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xi32>) outs(%e : tensor<1x1x1x2xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x1x1x2xi32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %wt : tensor<1x2x2x1xi8>, tensor<2x2x1x2xi8>) outs(%i : tensor<1x1x1x2xi32>) -> tensor<1x1x1x2xi32>
  return %c : tensor<1x1x1x2xi32>
}
