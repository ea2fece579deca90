// tosa.table on i8 (TABLE.tosac: output = table[input + 128]) against the lowering MLIR's tosa-to-linalg
// makes (index = sext(input) + 128, tensor.extract from the table): correct for every input and table.
// VERDICT: correct
#m = affine_map<(d0) -> (d0)>
func.func @src(%x: tensor<3xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  %0 = tosa.table %x, %t : (tensor<3xi8>, tensor<256xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
func.func @tgt(%x: tensor<3xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  %e = tensor.empty() : tensor<3xi8>
  %0 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]} ins(%x : tensor<3xi8>) outs(%e : tensor<3xi8>) {
  ^bb0(%v: i8, %o: i8):
    %w = arith.extsi %v : i8 to i32
    %c128 = arith.constant 128 : i32
    %k = arith.addi %w, %c128 : i32
    %i = arith.index_cast %k : i32 to index
    %r = tensor.extract %t[%i] : tensor<256xi8>
    linalg.yield %r : i8
  } -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
