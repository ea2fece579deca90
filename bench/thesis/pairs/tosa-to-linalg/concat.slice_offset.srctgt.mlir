// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor))
// VERDICT: miscompile
// planted bug: s/\[0, 24\]/[0, 23]/ in the real output
module @src {
  func.func @f(%arg0: tensor<16x24xf32>, %arg1: tensor<16x40xf32>) -> tensor<16x64xf32> {
    %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<16x24xf32>, tensor<16x40xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x24xf32>, %arg1: tensor<16x40xf32>) -> tensor<16x64xf32> {
    %c1 = arith.constant 1 : index
    %c40 = arith.constant 40 : index
    %c24 = arith.constant 24 : index
    %c64 = arith.constant 64 : index
    %0 = tensor.empty() : tensor<16x64xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0] [16, 24] [1, 1] : tensor<16x24xf32> into tensor<16x64xf32>
    %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[0, 23] [16, 40] [1, 1] : tensor<16x40xf32> into tensor<16x64xf32>
    return %inserted_slice_0 : tensor<16x64xf32>
  }
}
