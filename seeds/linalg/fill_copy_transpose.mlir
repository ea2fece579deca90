// Seed: linalg.fill, linalg.copy, linalg.transpose and linalg.broadcast on small f32 tensors.
func.func @main(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %cst = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %et = tensor.empty() : tensor<3x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = linalg.copy ins(%a : tensor<2x3xf32>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  return %t, %f, %b : tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
