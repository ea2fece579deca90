// tosa.avg_pool2d with padding lowered with a constant divisor 4.0 (padding counted): the bottom output row averages two elements and must not be divided by 4: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %z : f32
  } : tensor<1x2x2x1xf32> to tensor<1x3x2x1xf32>
  %e = tensor.empty() : tensor<1x2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %win : tensor<1x3x2x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %e2 = tensor.empty() : tensor<1x2x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x1x1xf32>) outs(%e2 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %four = arith.constant 4.0 : f32
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}
