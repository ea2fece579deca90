// one-shot-bufferize{bufferize-function-boundaries} with its default function-boundary type conversion: the tensor<4x3xf32> arguments become memref<4x3xf32, strided<[?, ?], offset: ?>>, a family of layouts a caller may pass. Checked at the layout cases of encoder/ir/ir_layout.h (identity, offset 3, padded rows, column-major), the tensor being the view's elements: correct.
// VERDICT: correct
func.func @src(%arg0: tensor<4x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = tensor.empty() : tensor<4x3xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x3xf32>, tensor<4x3xf32>) outs(%0 : tensor<4x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %2 = arith.addf %in, %in_0 : f32
    linalg.yield %2 : f32
  } -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}
func.func @tgt(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x3xf32, strided<[?, ?], offset: ?>>, memref<4x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0 : f32
  }
  %cast = memref.cast %alloc : memref<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
  return %alloc : memref<4x3xf32>
}
