// tosa.reduce_sum axis 2 of 2x1x3 i32 -> fill 0 + linalg.reduce (addi, wrapping) + expand_shape; signed overflow is a REQUIRE violation in TOSA (undefined), so wrapping refines it: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x1x3xi32>) -> tensor<2x1x1xi32> {
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x1x3xi32>) -> tensor<2x1x1xi32>
  return %0 : tensor<2x1x1xi32>
}
func.func @tgt(%a: tensor<2x1x3xi32>) -> tensor<2x1x1xi32> {
  %e = tensor.empty() : tensor<2x1xi32>
  %z = arith.constant 0 : i32
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x1xi32>) -> tensor<2x1xi32>
  %r = linalg.reduce ins(%a : tensor<2x1x3xi32>) outs(%f : tensor<2x1xi32>) dimensions = [2]
    (%in: i32, %init: i32) {
      %s = arith.addi %in, %init : i32
      linalg.yield %s : i32
    }
  %x = tensor.expand_shape %r [[0], [1, 2]] output_shape [2, 1, 1] : tensor<2x1xi32> into tensor<2x1x1xi32>
  return %x : tensor<2x1x1xi32>
}
