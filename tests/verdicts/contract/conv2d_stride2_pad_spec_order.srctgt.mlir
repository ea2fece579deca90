// tosa.conv2d 1x3x3x1, 2x2 kernel, pad [1,0,1,0], stride 2, bias argument -> tensor.pad +0.0, fill +0.0, linalg.conv_2d_nhwc_fhwc strides 2, then a generic adding the bias last (acc + bias[0]): the CONV2D order exactly (padded taps contribute 0 * w, the tosa_extra_multiplies reading): correct.
// VERDICT: correct
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %cst = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %cst : f32
  } : tensor<1x3x3x1xf32> to tensor<1x4x4x1xf32>
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %w : tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>) outs(%f : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %e2 = tensor.empty() : tensor<1x2x2x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x2x2x1xf32>, tensor<1xf32>) outs(%e2 : tensor<1x2x2x1xf32>) {
  ^bb0(%acc: f32, %bias: f32, %o: f32):
    %s = arith.addf %acc, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
