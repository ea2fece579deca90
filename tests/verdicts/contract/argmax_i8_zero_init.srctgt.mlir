// tosa.argmax on i8 lowered with the running max starting at 0 instead of -128: in an all-negative row nothing updates, so [-5, -3, -9] gives 0 instead of 1: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#in = affine_map<(d0) -> (d0)>
#out = affine_map<(d0) -> ()>
func.func @src(%a: tensor<3xi8>) -> tensor<i32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<3xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func @tgt(%a: tensor<3xi8>) -> tensor<i32> {
  %0 = tensor.empty() : tensor<i32>
  %c0_i32 = arith.constant 0 : i32
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<i32>) -> tensor<i32>
  %2 = tensor.empty() : tensor<i8>
  %lo = arith.constant 0 : i8
  %3 = linalg.fill ins(%lo : i8) outs(%2 : tensor<i8>) -> tensor<i8>
  %4:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction"]} ins(%a : tensor<3xi8>) outs(%1, %3 : tensor<i32>, tensor<i8>) {
  ^bb0(%in: i8, %out: i32, %out_0: i8):
    %5 = linalg.index 0 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.cmpi sgt, %in, %out_0 : i8
    %8 = arith.select %7, %in, %out_0 : i8
    %9 = arith.select %7, %6, %out : i32
    linalg.yield %9, %8 : i32, i8
  } -> (tensor<i32>, tensor<i8>)
  return %4#0 : tensor<i32>
}
