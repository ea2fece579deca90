// tosa.reverse axis 0 on tensor<3xf32> -> generic with linalg.index and tensor.extract at 2 - i (the tosa-to-linalg form): correct.
// VERDICT: correct
#i = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @tgt(%a0: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %ck = arith.constant 2 : index
  %0 = linalg.generic {indexing_maps = [#i], iterator_types = ["parallel"]} outs(%e : tensor<3xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %k = arith.subi %ck, %j : index
    %v = tensor.extract %a0[%k] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
