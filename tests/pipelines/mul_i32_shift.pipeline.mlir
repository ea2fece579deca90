// tosa.mul i32 with shift 2: lowered through tosa.apply_scale, expanded by tosa-to-arith{include-apply-rescale=true}.
// PIPELINE: tosa-lowering
// TV-ARGS: --timeout-ms=60000
// EXPECT: correct
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
