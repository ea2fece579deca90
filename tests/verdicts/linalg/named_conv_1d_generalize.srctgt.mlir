// linalg.conv_1d -> linalg.generic (linalg-generalize-named-ops): i32: out[w] += in[w + kw] * f[kw]; input map (d0,d1)->(d0 + d1).
// Integer wrap-around arithmetic, same maps and body: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1) -> (d0 + d1)>
#m1 = affine_map<(d0, d1) -> (d1)>
#m2 = affine_map<(d0, d1) -> (d0)>
func.func @src(%i: tensor<4xi32>, %f: tensor<2xi32>, %o: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.conv_1d ins(%i, %f : tensor<4xi32>, tensor<2xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @tgt(%i: tensor<4xi32>, %f: tensor<2xi32>, %o: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "reduction"]} ins(%i, %f : tensor<4xi32>, tensor<2xi32>) outs(%o : tensor<3xi32>) {
  ^bb0(%in0: i32, %in1: i32, %acc: i32):
    %v1 = arith.muli %in0, %in1 : i32
    %v2 = arith.addi %acc, %v1 : i32
    linalg.yield %v2 : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}
