// ROW: fold-tensor-extract-op
// PASSES: --one-shot-bufferize
// NOTE: tensor.extract at symbolic indices (function arguments) of the to_tensor views of two 16x16 f32 buffers, returned -> memref.load. Smaller than the other rows' buffers and no arithmetic on the loaded values: a symbolic index is an if-then-else over every element, and tensor.extract and memref.load build differently shaped chains (last element vs +0.0 as the out-of-bounds fallback), so the solver must prove them equal; with a mulf on the results (or 32x32 buffers) both domains time out.
// BUG: wrong_buffer | memref.load %arg1\[%arg3, %arg2\] | memref.load %arg0[%arg3, %arg2]
func.func @f(%m: memref<16x16xf32>, %n: memref<16x16xf32>, %i: index, %j: index) -> (f32, f32) {
  %t = bufferization.to_tensor %m restrict : memref<16x16xf32> to tensor<16x16xf32>
  %u = bufferization.to_tensor %n restrict : memref<16x16xf32> to tensor<16x16xf32>
  %a = tensor.extract %t[%i, %j] : tensor<16x16xf32>
  %b = tensor.extract %u[%j, %i] : tensor<16x16xf32>
  return %a, %b : f32, f32
}
