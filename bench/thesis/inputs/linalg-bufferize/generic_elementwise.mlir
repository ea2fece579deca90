// ROW: linalg-bufferize
// PASSES: --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// NOTE: a linalg.generic (a * b + c) on tensor<32x32xf32> into tensor.empty, returned: tensor arguments and result become identity-layout memrefs, the empty tensor a memref.alloc.
// BUG: fma_operand | arith.addf %(\w+), %in_1 | arith.addf %\1, %in_0
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %c : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}
