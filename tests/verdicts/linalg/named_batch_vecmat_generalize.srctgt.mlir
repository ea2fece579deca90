// linalg.batch_vecmat -> linalg.generic (linalg-generalize-named-ops): f16 inputs, f32 accumulator: y[b][j] += extf(x[b][k]) * extf(A[b][k][j]).
// The implicit body extends both f16 operands to f32 (type_fn cast_signed on floats = arith.extf) before mulf/addf; the generic does the same: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2) -> (d0, d2)>
#m1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @src(%x: tensor<2x2xf16>, %a: tensor<2x2x2xf16>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_vecmat ins(%x, %a : tensor<2x2xf16>, tensor<2x2x2xf16>) outs(%y : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @tgt(%x: tensor<2x2xf16>, %a: tensor<2x2x2xf16>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %a : tensor<2x2xf16>, tensor<2x2x2xf16>) outs(%y : tensor<2x2xf32>) {
  ^bb0(%in0: f16, %in1: f16, %acc: f32):
    %v1 = arith.extf %in0 : f16 to f32
    %v2 = arith.extf %in1 : f16 to f32
    %v3 = arith.mulf %v1, %v2 : f32
    %v4 = arith.addf %acc, %v3 : f32
    linalg.yield %v4 : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
