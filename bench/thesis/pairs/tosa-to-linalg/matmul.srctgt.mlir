// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.matmul 1x16x32 * 1x32x16 (the TOSA 1.0 replacement of the thesis fully_connected test) -> fill + linalg.batch_matmul.
module @src {
  func.func @f(%arg0: tensor<1x16x32xf32>, %arg1: tensor<1x32x16xf32>) -> tensor<1x16x16xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<1x16x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16xf32>
    return %1 : tensor<1x16x16xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<1x16x32xf32>, %arg1: tensor<1x32x16xf32>) -> tensor<1x16x16xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<1x16x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x16x32xf32>, tensor<1x32x16xf32>) outs(%2 : tensor<1x16x16xf32>) -> tensor<1x16x16xf32>
    return %3 : tensor<1x16x16xf32>
  }
}
