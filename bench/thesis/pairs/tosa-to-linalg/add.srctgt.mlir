// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.add with a channel broadcast: tensor<4x16x32xf32> + tensor<1x1x32xf32>.
module @src {
  func.func @f(%arg0: tensor<4x16x32xf32>, %arg1: tensor<1x1x32xf32>) -> tensor<4x16x32xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<4x16x32xf32>, tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    return %0 : tensor<4x16x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<4x16x32xf32>, %arg1: tensor<1x1x32xf32>) -> tensor<4x16x32xf32> {
    %0 = tensor.empty() : tensor<4x16x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x16x32xf32>, tensor<1x1x32xf32>) outs(%0 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.addf %in, %in_0 : f32
      linalg.yield %2 : f32
    } -> tensor<4x16x32xf32>
    return %1 : tensor<4x16x32xf32>
  }
}
