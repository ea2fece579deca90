// tosa.avg_pool2d 1x2 kernel, pad [0,0,1,0] (left), stride 2 on 1x1x3x1 -> 1x1x2x1: +0.0 padding summed in, the left output divided by 1 (one real element), the right one by 2 (count from index arithmetic).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x1x3x1xf32>) -> tensor<1x1x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 2>} : (tensor<1x1x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}
