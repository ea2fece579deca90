// A variable_read replaced by the variable's initial value: only a fresh
// program's first call sees it (VARIABLE sets the initial value once, when
// the variable is first declared), so a miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
module @src {
  tosa.variable @v = dense<[1.0, 2.0]> : tensor<2xf32>
  func.func @main() -> tensor<2xf32> {
    %x = tosa.variable_read @v : tensor<2xf32>
    return %x : tensor<2xf32>
  }
}
module @tgt {
  tosa.variable @v = dense<[1.0, 2.0]> : tensor<2xf32>
  func.func @main() -> tensor<2xf32> {
    %x = "tosa.const"() <{values = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
    return %x : tensor<2xf32>
  }
}
