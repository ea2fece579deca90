// src adds two tensor<?xf32>; tgt first concatenates a 1-element constant to the first operand, so its tosa.add broadcast fails (ERROR_IF) where src is defined, e.g. both sizes 2 (3 against 2): tgt is not valid where src is: miscompile at stage shape.
// VERDICT: miscompile
// CHECK-FAILED: shape
func.func @src(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @tgt(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %one = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.concat %a, %one {axis = 0 : i32} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  %0 = tosa.add %c, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
