// tosa.avg_pool2d 2x2, pad [0,1,0,0] on 1x2x2x1: +0.0 padding summed in, divided by the per-pixel count of real elements. Needs x + 0.0 = x (x != -0.0), hence exact domain.
// PIPELINE: tosa-lowering
// EXPECT: correct
// DOMAINS: exact
func.func @main(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
