// tosa.argmax nan_mode=IGNORE axis 1 -> a two-output generic starting from NaN (as ARGMAX does for IGNORE) that updates iff (max is NaN and in is not) or in ogt max: that is exactly when apply_max_s(in, max, IGNORE) differs from max and not both are NaN (a NaN input never wins, an all-NaN row keeps index 0, -0.0 does not beat +0.0): correct.
// VERDICT: correct
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @src(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  %ei = tensor.empty() : tensor<2xi32>
  %z = arith.constant 0 : i32
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %ef = tensor.empty() : tensor<2xf32>
  %nan = arith.constant 0x7FC00000 : f32
  %ff = linalg.fill ins(%nan : f32) outs(%ef : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%fi, %ff : tensor<2xi32>, tensor<2xf32>) {
  ^bb0(%in: f32, %idx: i32, %max: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %gt = arith.cmpf ogt, %in, %max : f32
    %mnan = arith.cmpf uno, %max, %max : f32
    %iord = arith.cmpf ord, %in, %in : f32
    %first = arith.andi %mnan, %iord : i1
    %upd = arith.ori %gt, %first : i1
    %nm = arith.select %upd, %in, %max : f32
    %ni = arith.select %upd, %ii, %idx : i32
    linalg.yield %ni, %nm : i32, f32
  } -> (tensor<2xi32>, tensor<2xf32>)
  return %r#0 : tensor<2xi32>
}
