// tosa.conv2d 1x3x3x1 input, 2x2 kernel, pad [1,0,1,0], stride 2, constant bias +0.0 -> the MLIR 22 lowering: tensor.pad with +0.0, the bias broadcast as the init, linalg.conv_2d_nhwc_fhwc strides 2. Padded taps multiply +0.0 by the weight (tosa_extra_multiplies, as modelled), the accumulation order (ky, kx, ic) matches, and TOSA's final + bias(+0.0) is the identity because the accumulator, starting at +0.0, is never -0.0: correct.
// VERDICT: correct
// DOMAINS: abstract
// (The abstract domain proves it in well under a second, which is sound for IEEE; the exact FPA domain
// alone needed 5-15 s for the 16 products when this was written, too close to the 20 s budget.)
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @tgt(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = arith.constant dense<0.0> : tensor<1xf32>
  %cst = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %cst : f32
  } : tensor<1x3x3x1xf32> to tensor<1x4x4x1xf32>
  %e = tensor.empty() : tensor<1x2x2x1xf32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xf32>) outs(%e : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x1xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %w : tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>) outs(%i : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
