// Seed: named elementwise linalg ops (linalg.add, linalg.mul, linalg.max, linalg.exp, linalg.negf, linalg.abs) on f32.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.mul ins(%0, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.max ins(%1, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.exp ins(%2 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.negf ins(%3 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.abs ins(%4 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}
