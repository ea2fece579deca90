// tosa.abs on i32 -> maxsi(x, 0 - x) (the tosa-to-linalg form); abs(INT_MIN) overflows, which TOSA leaves unpredictable: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.abs %a0 : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %o: i32):
    %z = arith.constant 0 : i32
    %n = arith.subi %z, %x0 : i32
    %y = arith.maxsi %x0, %n : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
