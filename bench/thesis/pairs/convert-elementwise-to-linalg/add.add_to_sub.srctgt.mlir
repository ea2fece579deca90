// tvfuzz-pair v1
// PASS: --convert-elementwise-to-linalg
// VERDICT: miscompile
// planted bug: s/arith.addf/arith.subf/ in the real output
module @src {
  func.func @add(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = arith.addf %arg0, %arg1 : tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
}
module @tgt {
  func.func @add(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<32x64xf32>, tensor<32x64xf32>) outs(%arg0 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.subf %in, %in_0 : f32
      linalg.yield %1 : f32
    } -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
}
