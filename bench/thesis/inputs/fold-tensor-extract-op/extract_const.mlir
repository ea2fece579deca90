// ROW: fold-tensor-extract-op
// PASSES: --one-shot-bufferize
// NOTE: tensor.extract at constant indices of `bufferization.to_tensor %m restrict` (32x32 f32 buffer) -> memref.load %m (the IREE pass's rewrite, done in MLIR 22 by one-shot-bufferize).
// BUG: index_swapped | memref.load %arg0\[%c7, %c2\] | memref.load %arg0[%c2, %c7]
func.func @f(%m: memref<32x32xf32>, %s: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c31 = arith.constant 31 : index
  %t = bufferization.to_tensor %m restrict : memref<32x32xf32> to tensor<32x32xf32>
  %a = tensor.extract %t[%c7, %c2] : tensor<32x32xf32>
  %b = tensor.extract %t[%c31, %c31] : tensor<32x32xf32>
  %c = tensor.extract %t[%c2, %c7] : tensor<32x32xf32>
  %p = arith.mulf %a, %s : f32
  %q = arith.subf %b, %c : f32
  %r = arith.addf %p, %q : f32
  return %r : f32
}
