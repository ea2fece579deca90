// tosa.conv2d 1x1 kernel over 3 channels with a bias argument -> linalg.conv_2d_nhwc_fhwc accumulating into the broadcast bias (the MLIR 22 lowering form). Even with reassociation allowed TOSA's sum starts from +0.0: all products -0.0 and bias -0.0 give +0.0 in TOSA but -0.0 from the bias-initialised accumulator: miscompile under --fp-policy=reassoc (as under strict: tests/pipelines/conv2d_bias_raw).
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x2x3xf32>, %w: tensor<1x1x1x3xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x3xf32>, tensor<1x1x1x3xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}
func.func @tgt(%x: tensor<1x1x2x3xf32>, %w: tensor<1x1x1x3xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %e = tensor.empty() : tensor<1x1x2x1xf32>
  %i = linalg.generic {indexing_maps = [#bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xf32>) outs(%e : tensor<1x1x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x1x2x1xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x2x3xf32>, tensor<1x1x1x3xf32>) outs(%i : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  return %c : tensor<1x1x2x1xf32>
}
