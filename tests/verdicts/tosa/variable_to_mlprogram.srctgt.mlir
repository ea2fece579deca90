// tosa-to-mlprogram: tosa.variable/variable_read/variable_write become
// ml_program.global/global_load/global_store. The variable's content on
// entry is unknown (an earlier call may have written it) and its content on
// return is compared, like a memref argument's buffer: correct.
// VERDICT: correct
module @src {
  tosa.variable @v = dense<[1.0, 2.0]> : tensor<2xf32>
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %x = tosa.variable_read @v : tensor<2xf32>
    %s = tosa.add %x, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.variable_write @v, %s : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
module @tgt {
  ml_program.global private mutable @v(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %x = ml_program.global_load @v : tensor<2xf32>
    %s = tosa.add %x, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ml_program.global_store @v = %s : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
