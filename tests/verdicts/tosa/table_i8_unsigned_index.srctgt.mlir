// tosa.table on i8 lowered with the input zero-extended instead of sign-extended before adding 128:
// a negative input indexes past the table (out of bounds) or the wrong entry: miscompile.
// VERDICT: miscompile
#m = affine_map<(d0) -> (d0)>
func.func @src(%x: tensor<3xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  %0 = tosa.table %x, %t : (tensor<3xi8>, tensor<256xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
func.func @tgt(%x: tensor<3xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  %e = tensor.empty() : tensor<3xi8>
  %0 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]} ins(%x : tensor<3xi8>) outs(%e : tensor<3xi8>) {
  ^bb0(%v: i8, %o: i8):
    %w = arith.extui %v : i8 to i32
    %c128 = arith.constant 128 : i32
    %k = arith.addi %w, %c128 : i32
    %i = arith.index_cast %k : i32 to index
    %r = tensor.extract %t[%i] : tensor<256xi8>
    linalg.yield %r : i8
  } -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
