// tvfuzz-pair v1
// PASS: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// VERDICT: correct
// tosa.reduce_sum over axis 1 of tensor<16x64xf32> -> fill 0.0 + linalg.reduce + expand_shape.
module @src {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x1xf32> {
    %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x1xf32>
    return %0 : tensor<16x1xf32>
  }
}
module @tgt {
  func.func @f(%arg0: tensor<16x64xf32>) -> tensor<16x1xf32> {
    %0 = tensor.empty() : tensor<16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %reduced = linalg.reduce ins(%arg0 : tensor<16x64xf32>) outs(%1 : tensor<16xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %2 = arith.addf %in, %init : f32
        linalg.yield %2 : f32
      }
    %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    return %expanded : tensor<16x1xf32>
  }
}
