// tosa.const (with -0.0, NaN, -Inf entries) added to an argument: lowers to arith.constant + addf generic.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<[1.5, -0.0, 0x7FC00000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
