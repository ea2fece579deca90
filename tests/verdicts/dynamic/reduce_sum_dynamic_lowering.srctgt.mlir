// tosa-to-linalg of tosa.reduce_sum over the dynamic axis of tensor<?x4xf32>: correct.
// VERDICT: correct
func.func @src(%a: tensor<?x4xf32>) -> tensor<1x4xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<?x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
func.func @tgt(%arg0: tensor<?x4xf32>) -> tensor<1x4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %reduced = linalg.reduce ins(%arg0 : tensor<?x4xf32>) outs(%1 : tensor<4xf32>) dimensions = [0] 
    (%in: f32, %init: f32) {
      %2 = arith.addf %in, %init : f32
      linalg.yield %2 : f32
    }
  %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
  return %expanded : tensor<1x4xf32>
}
