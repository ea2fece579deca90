// The helper function of tgt subtracts where src adds: inlined before validation, so the wrong body is seen;
// miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func private @combine(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.subi %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @src(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.addi %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @tgt(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = func.call @combine(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
