// tosa.sigmoid lowered to a generic whose body negates the outs block argument (the uninitialized tensor.empty) instead of the input: the unspecified value reaches tgt's output: miscompile at stage poison (reading an uninitialized element makes the value poison, not UB).
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.sigmoid %a0 : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %o : f32
    %e1 = math.exp %n : f32
    %d = arith.addf %e1, %one : f32
    %y = arith.divf %one, %d : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
