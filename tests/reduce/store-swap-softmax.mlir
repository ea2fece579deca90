// Golden reducer test: a memref-level planted bug (memref.store indices swapped in loop nests after
// bufferization and convert-linalg-to-loops) on the softmax seed, reduced through the loops preset.
// REDUCE-PIPELINE: loops
// REDUCE-PLANT: plant-store-swap
// REDUCE-PASS: plant-store-swap
// REDUCE-KIND: miscompile
// REDUCE-MAX-OPS: 2
// Seed: numerically-stable softmax: x - reduce_max(x), exp, reduce_sum, reciprocal, mul (broadcast 2x1).
func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %1 = tosa.sub %x, %0 : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %2 = tosa.exp %1 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = tosa.reduce_sum %2 {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %4 = tosa.reciprocal %3 : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %5 = tosa.mul %2, %4, %shift : (tensor<2x4xf32>, tensor<2x1xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  return %5 : tensor<2x4xf32>
}
