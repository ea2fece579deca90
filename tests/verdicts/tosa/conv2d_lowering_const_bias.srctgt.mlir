// tosa.conv2d 1x1 kernel, bias constant 0.5 -> bias-initialised linalg.conv_2d_nhwc_fhwc (the MLIR 22 form): TOSA computes (0 + x*w) + 0.5, the lowering 0.5 + x*w; equal in IEEE because the bias is non-zero (only the sign of a zero could differ): correct; the abstract domain lacks 0 + p = p.
// VERDICT: correct
// (The abstract domain proves this one: constants fold exactly and the
// identity/commutativity facts of the encoding suffice.)
// DOMAINS: abstract
// (The exact domain alone times out at 20 s on this pair; the abstract domain proves it.)
func.func @src(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = arith.constant dense<0.5> : tensor<1xf32>
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xf32>) outs(%e : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x1xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) outs(%i : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
