// The same copy, but tgt returns the broadcast of the tensor.empty where src returns a defined value: the unspecified
// (poison) value reaches an output src defines: miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @src(%a: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %o = tensor.empty() : tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x5xf32>) outs(%o : tensor<3x5xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
func.func @tgt(%a: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %u = tensor.empty() : tensor<f32>
  %b0 = tensor.empty() : tensor<3x5xf32>
  %b = linalg.broadcast ins(%u : tensor<f32>) outs(%b0 : tensor<3x5xf32>) dimensions = [0, 1]
  return %b : tensor<3x5xf32>
}
