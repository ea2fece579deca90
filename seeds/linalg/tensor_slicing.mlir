// Seed: tensor dialect data movement: extract_slice, insert_slice, pad (-Inf), expand_shape, collapse_shape, concat.
func.func @main(%a: tensor<2x4xf32>, %b: tensor<2x2xf32>) -> (tensor<4x4xf32>, tensor<8xf32>, tensor<2x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %s = tensor.extract_slice %a[0, 1] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>
  %i = tensor.insert_slice %b into %a[0, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x4xf32>
  %p = tensor.pad %s low[1, 1] high[1, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %ninf : f32
  } : tensor<2x2xf32> to tensor<4x4xf32>
  %c = tensor.collapse_shape %i [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %cat = tensor.concat dim(1) %x, %b : (tensor<2x4xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
  return %p, %c, %cat : tensor<4x4xf32>, tensor<8xf32>, tensor<2x6xf32>
}
