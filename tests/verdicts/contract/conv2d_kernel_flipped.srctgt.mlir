// tosa.conv2d (a cross-correlation: w[ky][kx] meets x[y + ky][x + kx]) lowered as a true convolution: the generic reads the weights through (.., 1 - ky, 1 - kx, ..), flipping the 2x2 kernel: i8 operands, zero points 0, i32 accumulator: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, -d4 + 1, -d5 + 1, d6)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#mk = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x1x1x1xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi32>
  return %0 : tensor<1x1x1x1xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x1x1x1xi32> {
  %e = tensor.empty() : tensor<1x1x1x1xi32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xi32>) outs(%e : tensor<1x1x1x1xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x1x1x1xi32>
  %k = tensor.empty() : tensor<2x2xi8>
  %r = linalg.generic {indexing_maps = [#mi, #mw, #mk, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w, %k : tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<2x2xi8>) outs(%i : tensor<1x1x1x1xi32>) {
  ^bb0(%in: i8, %wt: i8, %unused: i8, %out: i32):
    %a = arith.extsi %in : i8 to i32
    %ww = arith.extsi %wt : i8 to i32
    %p = arith.muli %a, %ww : i32
    %y = arith.addi %out, %p : i32
    linalg.yield %y : i32
  } -> tensor<1x1x1x1xi32>
  return %r : tensor<1x1x1x1xi32>
}
