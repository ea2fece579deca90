// linalg.dot -> linalg.generic (linalg-generalize-named-ops): maps (d0)->(d0), (d0)->(d0), (d0)->() over one reduction dim, body acc + a*b.
// The importer reads the named op's indexing maps and body; the generic has the same maps, same body, same reduction order (lexicographic over the reduction dims): correct.
// VERDICT: correct
#m0 = affine_map<(d0) -> (d0)>
#m1 = affine_map<(d0) -> ()>
func.func @src(%a: tensor<3xf32>, %b: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func @tgt(%a: tensor<3xf32>, %b: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#m0, #m0, #m1], iterator_types = ["reduction"]} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%c : tensor<f32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
