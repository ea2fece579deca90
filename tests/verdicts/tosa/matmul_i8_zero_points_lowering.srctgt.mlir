// tosa-to-linalg-named of an i8 tosa.matmul with zero points -3 and 5: linalg.quantized_batch_matmul: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x3x4xi8>, %b: tensor<2x4x2xi8>) -> tensor<2x3x2xi32> {
  %azp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x3x4xi8>, tensor<2x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}
func.func @tgt(%arg0: tensor<2x3x4xi8>, %arg1: tensor<2x4x2xi8>) -> tensor<2x3x2xi32> {
  %0 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<2x3x2xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  %c-3_i32 = arith.constant -3 : i32
  %c5_i32 = arith.constant 5 : i32
  %4 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c-3_i32, %c5_i32 : tensor<2x3x4xi8>, tensor<2x4x2xi8>, i32, i32) outs(%3 : tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  return %4 : tensor<2x3x2xi32>
}
