// src adds a to a filled tensor; tgt adds a to the tensor.empty directly (the fill was dropped): tgt reads uninitialized elements into its output: miscompile at stage poison (an uninitialized element reads as poison, not UB).
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a: tensor<2xf32>) -> tensor<2xf32> {
  %c = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.add ins(%a, %f : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.add ins(%a, %e : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
