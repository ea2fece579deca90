// Parses, but the verifier rejects it: arith.addf needs one type for all operands and results (3:8).
func.func @main(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  %0 = "arith.addf"(%a, %b) : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
