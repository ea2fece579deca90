// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.reverse on axis 1 of tensor<16x64xf32> -> generic with linalg.index and tensor.extract.
module @src {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<16x64xf32>
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<16x64xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c1_0 = arith.constant 1 : index
      %4 = arith.subi %dim, %c1_0 : index
      %5 = arith.subi %4, %3 : index
      %extracted = tensor.extract %arg0[%2, %5] : tensor<16x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
}
