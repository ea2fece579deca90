// linalg.matmul {cast = cast_unsigned} on i8 -> generic that sign-extends (arith.extsi) both operands:
// an i8 with the top bit set (0x80 = 128 unsigned, -128 signed) changes the product: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2) -> (d0, d2)>
#m1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @src(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @tgt(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) {
  ^bb0(%in0: i8, %in1: i8, %acc: i32):
    %v1 = arith.extsi %in0 : i8 to i32
    %v2 = arith.extsi %in1 : i8 to i32
    %v3 = arith.muli %v1, %v2 : i32
    %v4 = arith.addi %acc, %v3 : i32
    linalg.yield %v4 : i32
  } -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
