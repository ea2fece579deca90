// linalg-specialize-generic-ops (MLIR 22, found by the one-hour campaign as a false alarm): src's generic has a
// tensor.empty input its body never reads; tgt turns that input into a linalg.broadcast of the tensor.empty,
// which copies the unspecified values, and the generic still ignores them. Copying an uninitialized element is no
// UB (it reads as poison, and the poison goes nowhere): correct.
// VERDICT: correct
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @src(%a: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %u = tensor.empty() : tensor<f32>
  %o = tensor.empty() : tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %u : tensor<3x5xf32>, tensor<f32>) outs(%o : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
func.func @tgt(%a: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %u = tensor.empty() : tensor<f32>
  %b0 = tensor.empty() : tensor<3x5xf32>
  %b = linalg.broadcast ins(%u : tensor<f32>) outs(%b0 : tensor<3x5xf32>) dimensions = [0, 1]
  %o = tensor.empty() : tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x5xf32>, tensor<3x5xf32>) outs(%o : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
