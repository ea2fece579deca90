// The variable_write dropped: the variable outlives the call, so its
// content on return is observable. A miscompile at @v.
// VERDICT: miscompile
// CHECK-FAILED: value
module @src {
  tosa.variable @v = dense<0> : tensor<2xi32>
  func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {
    %x = tosa.variable_read @v : tensor<2xi32>
    %s = tosa.add %x, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    tosa.variable_write @v, %s : tensor<2xi32>
    return %s : tensor<2xi32>
  }
}
module @tgt {
  ml_program.global private mutable @v(dense<0> : tensor<2xi32>) : tensor<2xi32>
  func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {
    %x = ml_program.global_load @v : tensor<2xi32>
    %s = tosa.add %x, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    return %s : tensor<2xi32>
  }
}
