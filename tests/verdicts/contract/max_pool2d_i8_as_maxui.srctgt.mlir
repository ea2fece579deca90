// tosa.max_pool2d i8 2x2 lowered to a pooling generic with arith.maxui (unsigned) and init 0: -1 (0xFF) beats 1: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#mi = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8>
  return %0 : tensor<1x1x1x1xi8>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %z = arith.constant 0 : i8
  %e = tensor.empty() : tensor<1x1x1x1xi8>
  %f = linalg.fill ins(%z : i8) outs(%e : tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8>
  %win = tensor.empty() : tensor<2x2xi8>
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %win : tensor<1x2x2x1xi8>, tensor<2x2xi8>) outs(%f : tensor<1x1x1x1xi8>) {
  ^bb0(%in: i8, %k: i8, %acc: i8):
    %m = arith.maxui %acc, %in : i8
    linalg.yield %m : i8
  } -> tensor<1x1x1x1xi8>
  return %0 : tensor<1x1x1x1xi8>
}
