// tosa.mul i32 with shift 1 lowered as a plain arith.muli (shift dropped): 3 * 1 gives 3 instead of (3 + 1) >> 1 = 2: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// (The multiplier is the constant 3: with two free i32 operands the 64-bit product made the solver time out.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %a1 = "tosa.const"() <{values = dense<3> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %a1 = arith.constant dense<3> : tensor<2xi32>
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %y = arith.muli %x0, %x1 : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
