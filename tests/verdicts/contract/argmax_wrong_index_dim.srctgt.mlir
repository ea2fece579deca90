// tosa.argmax axis 1 of 2x2 i32 lowered with linalg.index 0 (the parallel row index) recorded instead of linalg.index 1: row 0 [1, 5] gives 0 instead of 1: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @src(%a: tensor<2x2xi32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a: tensor<2x2xi32>) -> tensor<2xi32> {
  %ei = tensor.empty() : tensor<2xi32>
  %z = arith.constant 0 : i32
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %em = tensor.empty() : tensor<2xi32>
  %lo = arith.constant -2147483648 : i32
  %fm = linalg.fill ins(%lo : i32) outs(%em : tensor<2xi32>) -> tensor<2xi32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x2xi32>) outs(%fi, %fm : tensor<2xi32>, tensor<2xi32>) {
  ^bb0(%in: i32, %idx: i32, %max: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %gt = arith.cmpi sgt, %in, %max : i32
    %nm = arith.select %gt, %in, %max : i32
    %ni = arith.select %gt, %ii, %idx : i32
    linalg.yield %ni, %nm : i32, i32
  } -> (tensor<2xi32>, tensor<2xi32>)
  return %r#0 : tensor<2xi32>
}
