// tosa.matmul i8 x i8 -> i32 with A_zp = 1, B_zp = -1, batch 2: tosa-to-linalg-named emits fill 0 + linalg.quantized_batch_matmul. Correct per the spec, but the validator has no semantics for linalg.quantized_batch_matmul.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x2x2xi8>, %b: tensor<2x2x1xi8>) -> tensor<2x2x1xi32> {
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x2x2xi8>, tensor<2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2x1xi32>
  return %0 : tensor<2x2x1xi32>
}
