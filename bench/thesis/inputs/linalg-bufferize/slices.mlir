// ROW: linalg-bufferize
// PASSES: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// NOTE: tensor.extract_slice of an 8x16 window of a 32x32 f32 tensor, an elementwise linalg.generic (x * s) on it into tensor.empty, tensor.insert_slice into the second 32x32 argument -> a subview of the first argument feeding the generic, which writes a memref.alloc, copied into a subview of the second argument's buffer, which is returned (under bufferize-function-boundaries the arguments are writable, so the insert is in place).
// BUG: copy_dropped | memref.copy [^\n]* | 
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>, %s: f32) -> tensor<32x32xf32> {
  %w = tensor.extract_slice %a[4, 8] [8, 16] [1, 1] : tensor<32x32xf32> to tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %1 = tensor.insert_slice %0 into %b[16, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
