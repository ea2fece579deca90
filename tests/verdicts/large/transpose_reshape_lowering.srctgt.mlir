// tosa.transpose [1, 0, 2] of tensor<50x40x25xf32> (50,000 elements) + tosa.reshape to 40x1250 -> linalg.transpose + tensor.collapse_shape (tosa-to-linalg-named, tosa-to-tensor): correct.
// VERDICT: correct
func.func @src(%a: tensor<50x40x25xf32>) -> tensor<40x1250xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0, 2>} : (tensor<50x40x25xf32>) -> tensor<40x50x25xf32>
  %s = tosa.const_shape {values = dense<[40, 1250]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %0, %s : (tensor<40x50x25xf32>, !tosa.shape<2>) -> tensor<40x1250xf32>
  return %1 : tensor<40x1250xf32>
}
func.func @tgt(%arg0: tensor<50x40x25xf32>) -> tensor<40x1250xf32> {
  %0 = tensor.empty() : tensor<40x50x25xf32>
  %transposed = linalg.transpose ins(%arg0 : tensor<50x40x25xf32>) outs(%0 : tensor<40x50x25xf32>) permutation = [1, 0, 2] 
  %1 = tosa.const_shape  {values = dense<[40, 1250]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<40x50x25xf32> into tensor<40x1250xf32>
  return %collapsed : tensor<40x1250xf32>
}
