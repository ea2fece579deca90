// tosa.reduce_sum over the 64-wide channel axis of tensor<1x56x56x64xf32> -> linalg.fill 0.0 + linalg.reduce + tensor.expand_shape: correct in both domains (64 operands pulled per output element, folded with the explicit accumulation API).
// VERDICT: correct
// TV-ARGS: --timeout-ms=60000
func.func @src(%a: tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 3 : i32} : (tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32>
  return %0 : tensor<1x56x56x1xf32>
}
func.func @tgt(%arg0: tensor<1x56x56x64xf32>) -> tensor<1x56x56x1xf32> {
  %0 = tensor.empty() : tensor<1x56x56xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x56x56xf32>) -> tensor<1x56x56xf32>
  %reduced = linalg.reduce ins(%arg0 : tensor<1x56x56x64xf32>) outs(%1 : tensor<1x56x56xf32>) dimensions = [3] 
    (%in: f32, %init: f32) {
      %2 = arith.addf %in, %init : f32
      linalg.yield %2 : f32
    }
  %expanded = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [1, 56, 56, 1] : tensor<1x56x56xf32> into tensor<1x56x56x1xf32>
  return %expanded : tensor<1x56x56x1xf32>
}
