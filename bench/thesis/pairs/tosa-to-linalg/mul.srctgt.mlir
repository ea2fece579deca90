// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.mul (shift 0) tensor<16x64xf32> * tensor<16x1xf32> (row broadcast).
module @src {
  func.func @f(%arg0: tensor<16x64xf32>, %arg1: tensor<16x1xf32>) -> tensor<16x64xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<16x64xf32>, tensor<16x1xf32>, tensor<1xi8>) -> tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x64xf32>, %arg1: tensor<16x1xf32>) -> tensor<16x64xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tensor.empty() : tensor<16x64xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16x64xf32>, tensor<16x1xf32>) outs(%1 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = arith.mulf %in, %in_0 : f32
      linalg.yield %3 : f32
    } -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
}
