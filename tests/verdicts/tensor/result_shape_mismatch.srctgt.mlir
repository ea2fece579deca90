// src returns its tensor<2xf32> argument as tensor<?xf32>; tgt returns a 3-element tensor as tensor<?xf32>: the dynamic result shapes differ: miscompile at stage shape.
// VERDICT: miscompile
// CHECK-FAILED: shape
func.func @src(%t: tensor<2xf32>) -> tensor<?xf32> {
  %d = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}
func.func @tgt(%t: tensor<2xf32>) -> tensor<?xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %c = tensor.concat dim(0) %t, %z : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
  %d = tensor.cast %c : tensor<3xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}
