// tosa.argmax (PROPAGATE) axis 0 of 3x2 -> two-output generic with iterators [reduction, parallel], output map (d1), linalg.index 0, -Inf start and the spec update rule (max ordered and in ugt max): correct.
// VERDICT: correct
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>
func.func @src(%a: tensor<3x2xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a: tensor<3x2xf32>) -> tensor<2xi32> {
  %ei = tensor.empty() : tensor<2xi32>
  %z = arith.constant 0 : i32
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %ef = tensor.empty() : tensor<2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<3x2xf32>) outs(%fi, %ff : tensor<2xi32>, tensor<2xf32>) {
  ^bb0(%in: f32, %idx: i32, %max: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %gt = arith.cmpf ugt, %in, %max : f32
    %ord = arith.cmpf ord, %max, %max : f32
    %upd = arith.andi %gt, %ord : i1
    %nm = arith.select %upd, %in, %max : f32
    %ni = arith.select %upd, %ii, %idx : i32
    linalg.yield %ni, %nm : i32, f32
  } -> (tensor<2xi32>, tensor<2xf32>)
  return %r#0 : tensor<2xi32>
}
