// tosa.argmax nan_mode=IGNORE lowered with the PROPAGATE semantics (-Inf start, update iff max ordered and in ugt max): the row [NaN, 1.0, 2.0] gives index 2 in TOSA (NaN skipped) but 0 here (the first NaN wins and sticks): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
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
  %ninf = arith.constant 0xFF800000 : f32
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%fi, %ff : tensor<2xi32>, tensor<2xf32>) {
  ^bb0(%in: f32, %idx: i32, %max: f32):
    %i = linalg.index 1 : index
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
