// tosa.conv2d 1x1 kernel over 3 input channels, bias argument -> input and weights reversed along the channel axis, a +0.0-filled linalg.conv_2d_nhwc_fhwc, then the bias added by a generic: (0 + sum of x[c]*w[c]) + bias with the channel products in the opposite order: correct under --fp-policy=reassoc.
// VERDICT: correct
// TV-ARGS: --fp-policy=reassoc
#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x2x3xf32>, %w: tensor<1x1x1x3xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x3xf32>, tensor<1x1x1x3xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}
func.func @tgt(%x: tensor<1x1x2x3xf32>, %w: tensor<1x1x1x3xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %rx = tosa.reverse %x {axis = 3 : i32} : (tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
  %rw = tosa.reverse %w {axis = 3 : i32} : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x2x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%rx, %rw : tensor<1x1x2x3xf32>, tensor<1x1x1x3xf32>) outs(%f : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %e2 = tensor.empty() : tensor<1x1x2x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x1x2x1xf32>, tensor<1xf32>) outs(%e2 : tensor<1x1x2x1xf32>) {
  ^bb0(%s: f32, %bb: f32, %o: f32):
    %t = arith.addf %s, %bb : f32
    linalg.yield %t : f32
  } -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
