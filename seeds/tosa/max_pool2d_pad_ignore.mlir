// Seed: tosa.max_pool2d with padding (pad < kernel) under both nan_modes, 1x3x3x1 input.
func.func @main(%x: tensor<1x3x3x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %1 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>, nan_mode = IGNORE} : (tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0, %1 : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
}
