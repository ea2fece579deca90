// tosa.argmax (PROPAGATE) -> the MLIR 22 lowering (running max starts at -fMAX, update when in ugt max and max is ordered). TOSA starts at -Inf: row [-Inf, -fMAX] gives index 1 in TOSA but 0 here: miscompile (candidate upstream bug).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a0 {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2xi32> {
  %ei = tensor.empty() : tensor<2xi32>
  %z = arith.constant 0 : i32
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %ef = tensor.empty() : tensor<2xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %ff = linalg.fill ins(%cst : f32) outs(%ef : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a0 : tensor<2x2xf32>) outs(%fi, %ff : tensor<2xi32>, tensor<2xf32>) {
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
