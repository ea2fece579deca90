// tosa.reverse lowered with extract at 3 - i: i = 0 reads index 3 of a 3-element tensor (out of bounds): UB in tgt: miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
#i = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @tgt(%a0: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %ck = arith.constant 3 : index
  %0 = linalg.generic {indexing_maps = [#i], iterator_types = ["parallel"]} outs(%e : tensor<3xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %k = arith.subi %ck, %j : index
    %v = tensor.extract %a0[%k] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
