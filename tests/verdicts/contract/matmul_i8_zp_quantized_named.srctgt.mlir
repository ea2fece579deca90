// tosa.matmul i8 x i8 -> i32 with A_zp = 1, B_zp = -1 -> fill 0 + linalg.quantized_batch_matmul (exactly what tosa-to-linalg-named emits): (sext(a) - 1) * (sext(b) + 1) accumulated in i32: correct per the spec.
// VERDICT: correct
func.func @src(%a: tensor<2x2x2xi8>, %b: tensor<2x2x1xi8>) -> tensor<2x2x1xi32> {
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x2x2xi8>, tensor<2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2x1xi32>
  return %0 : tensor<2x2x1xi32>
}
func.func @tgt(%a: tensor<2x2x2xi8>, %b: tensor<2x2x1xi8>) -> tensor<2x2x1xi32> {
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<2x2x1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<2x2x1xi32>) -> tensor<2x2x1xi32>
  %c1_i32 = arith.constant 1 : i32
  %cm1_i32 = arith.constant -1 : i32
  %4 = linalg.quantized_batch_matmul ins(%a, %b, %c1_i32, %cm1_i32 : tensor<2x2x2xi8>, tensor<2x2x1xi8>, i32, i32) outs(%3 : tensor<2x2x1xi32>) -> tensor<2x2x1xi32>
  return %4 : tensor<2x2x1xi32>
}
