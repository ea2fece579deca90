// tosa.argmax (PROPAGATE) axis 1 of 2x3x2 -> the MLIR 22 two-output generic (iterators [parallel, reduction, parallel]) with the running max starting at -Inf instead of -fMAX: update iff max is ordered and in ugt max, which is ARGMAX's "apply_max_s result differs and not both NaN": correct.
// VERDICT: correct
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @src(%a: tensor<2x3x2xf32>) -> tensor<2x2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3x2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @tgt(%a: tensor<2x3x2xf32>) -> tensor<2x2xi32> {
  %ei = tensor.empty() : tensor<2x2xi32>
  %z = arith.constant 0 : i32
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %ef = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a : tensor<2x3x2xf32>) outs(%fi, %ff : tensor<2x2xi32>, tensor<2x2xf32>) {
  ^bb0(%in: f32, %idx: i32, %max: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %gt = arith.cmpf ugt, %in, %max : f32
    %ord = arith.cmpf ord, %max, %max : f32
    %upd = arith.andi %gt, %ord : i1
    %nm = arith.select %upd, %in, %max : f32
    %ni = arith.select %upd, %ii, %idx : i32
    linalg.yield %ni, %nm : i32, f32
  } -> (tensor<2x2xi32>, tensor<2x2xf32>)
  return %r#0 : tensor<2x2xi32>
}
