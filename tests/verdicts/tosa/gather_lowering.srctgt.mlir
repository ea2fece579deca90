// tosa.gather values 1x3x2, indices 1x2 -> generic over the output reading values[n, index_cast(k), c] with tensor.extract (an out-of-range index is unpredictable in TOSA): correct.
// VERDICT: correct
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#m3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @src(%v: tensor<1x3x2xf32>, %i: tensor<1x2xi32>) -> tensor<1x2x2xf32> {
  %0 = tosa.gather %v, %i : (tensor<1x3x2xf32>, tensor<1x2xi32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%v: tensor<1x3x2xf32>, %i: tensor<1x2xi32>) -> tensor<1x2x2xf32> {
  %e = tensor.empty() : tensor<1x2x2xf32>
  %0 = linalg.generic {indexing_maps = [#m2, #m3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%i : tensor<1x2xi32>) outs(%e : tensor<1x2x2xf32>) {
  ^bb0(%k: i32, %o: f32):
    %n = linalg.index 0 : index
    %c = linalg.index 2 : index
    %kk = arith.index_cast %k : i32 to index
    %x = tensor.extract %v[%n, %kk, %c] : tensor<1x3x2xf32>
    linalg.yield %x : f32
  } -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
