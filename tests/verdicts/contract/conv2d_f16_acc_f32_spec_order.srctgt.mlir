// tosa.conv2d f16 with acc_type = f32 (1x2 kernel) -> fill f32 +0.0, linalg.conv_2d_nhwc_fhwc with f16 operands into the f32 accumulator (its body extends x and w to f32), truncf to f16, then the f16 bias added last: TOSA's order and precisions exactly: correct.
// VERDICT: correct
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x2x1xf16>, %w: tensor<1x1x2x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf16>, tensor<1x1x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %0 : tensor<1x1x1x1xf16>
}
func.func @tgt(%x: tensor<1x1x2x1xf16>, %w: tensor<1x1x2x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %z = arith.constant 0.0 : f32
  %1 = tensor.empty() : tensor<1x1x1x1xf32>
  %2 = linalg.fill ins(%z : f32) outs(%1 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x2x1xf16>, tensor<1x1x2x1xf16>) outs(%2 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %4 = tensor.empty() : tensor<1x1x1x1xf16>
  %5 = linalg.generic {indexing_maps = [#id4, #bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %b : tensor<1x1x1x1xf32>, tensor<1xf16>) outs(%4 : tensor<1x1x1x1xf16>) {
  ^bb0(%in: f32, %bias: f16, %out: f16):
    %t = arith.truncf %in : f32 to f16
    %s = arith.addf %t, %bias : f16
    linalg.yield %s : f16
  } -> tensor<1x1x1x1xf16>
  return %5 : tensor<1x1x1x1xf16>
}
