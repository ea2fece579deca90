// tosa.exp lowered to a generic that yields exp of the outs block argument, i.e. reads the tensor.empty init (uninitialized) instead of the input: the unspecified value reaches the output in tgt only: miscompile at stage poison (reading an uninitialized element makes the value poison, not UB).
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.exp %a0 : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %y = math.exp %o : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
