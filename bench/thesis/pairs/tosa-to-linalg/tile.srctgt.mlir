// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.tile of tensor<8x32xf32> by [4, 2] -> tensor<32x64xf32> (broadcast generic + reshape).
module @src {
  func.func @f(%arg0: tensor<8x32xf32>) -> tensor<32x64xf32> {
    %0 = tosa.const_shape  {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.tile %arg0, %0 : (tensor<8x32xf32>, !tosa.shape<2>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<8x32xf32>) -> tensor<32x64xf32> {
    %0 = tosa.const_shape  {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tensor.empty() : tensor<4x8x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x32xf32>) outs(%1 : tensor<4x8x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x32xf32>
    %3 = tosa.const_shape  {values = dense<[32, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<4x8x2x32xf32>, !tosa.shape<2>) -> tensor<32x64xf32>
    return %4 : tensor<32x64xf32>
  }
}
