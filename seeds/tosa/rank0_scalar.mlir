// Seed: rank-0 tensors: add, clamp and select on tensor<f32>, cast tensor<i32> -> tensor<f32>.
func.func @main(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
  %0 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = tosa.clamp %0 {min_val = -2.0 : f32, max_val = 2.0 : f32} : (tensor<f32>) -> tensor<f32>
  %p = tosa.greater %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %2 = tosa.select %p, %1, %b : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %3 = tosa.cast %i : (tensor<i32>) -> tensor<f32>
  return %2, %3 : tensor<f32>, tensor<f32>
}
