// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.reciprocal on tensor<32x32xf32> (1.0 / x).
module @src {
  func.func @f(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = tosa.reciprocal %arg0 : (tensor<32x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = tensor.empty() : tensor<32x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %2 = arith.divf %cst, %in : f32
      linalg.yield %2 : f32
    } -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
}
