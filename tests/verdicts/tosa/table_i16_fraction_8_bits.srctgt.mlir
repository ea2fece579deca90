// tosa.table on i16 (TABLE.tosac's apply_lookup: entry (v + 32768) >> 7, fraction v & 0x7f, result
// (base << 7) + (next - base) * fraction) against a lowering that takes an 8-bit fraction: a miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#map = affine_map<(d0) -> (d0)>
func.func @src(%x: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %0 = tosa.table %x, %t : (tensor<1xi16>, tensor<513xi16>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}
func.func @tgt(%x: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %e = tensor.empty() : tensor<1xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<1xi16>) outs(%e : tensor<1xi32>) {
  ^bb0(%in: i16, %out: i32):
    %v = arith.extsi %in : i16 to i32
    %c32768 = arith.constant 32768 : i32
    %c7 = arith.constant 7 : i32
    %c1 = arith.constant 1 : i32
    %c255 = arith.constant 255 : i32
    %o = arith.addi %v, %c32768 : i32
    %i = arith.shrui %o, %c7 : i32
    %f = arith.andi %o, %c255 : i32
    %i1 = arith.addi %i, %c1 : i32
    %ix = arith.index_cast %i : i32 to index
    %ix1 = arith.index_cast %i1 : i32 to index
    %b = tensor.extract %t[%ix] : tensor<513xi16>
    %n = tensor.extract %t[%ix1] : tensor<513xi16>
    %b32 = arith.extsi %b : i16 to i32
    %n32 = arith.extsi %n : i16 to i32
    %sh = arith.shli %b32, %c7 : i32
    %s = arith.subi %n32, %b32 : i32
    %m = arith.muli %s, %f : i32
    %res = arith.addi %sh, %m : i32
    linalg.yield %res : i32
  } -> tensor<1xi32>
  return %r : tensor<1xi32>
}
