// tosa.argmax on i32 lowered with cmpi sge instead of sgt: ties move the index forward, so [7, 7] gives 1 instead of the first maximum 0: miscompile.
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
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %ge = arith.cmpi sge, %in, %max : i32
    %nm = arith.select %ge, %in, %max : i32
    %ni = arith.select %ge, %ii, %idx : i32
    linalg.yield %ni, %nm : i32, i32
  } -> (tensor<2xi32>, tensor<2xi32>)
  return %r#0 : tensor<2xi32>
}
