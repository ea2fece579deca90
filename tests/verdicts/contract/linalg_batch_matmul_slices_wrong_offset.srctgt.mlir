// linalg.batch_matmul with batch 2 rewritten as two linalg.matmul on slices, but the second one takes its A slice from batch 0 (offset [0, 0, 0] instead of [1, 0, 0]): batch 1 of the result is A[0] @ B[1]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x1x2xi32>, %b: tensor<2x2x1xi32>, %c: tensor<2x1x1xi32>) -> tensor<2x1x1xi32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x1x2xi32>, tensor<2x2x1xi32>) outs(%c : tensor<2x1x1xi32>) -> tensor<2x1x1xi32>
  return %0 : tensor<2x1x1xi32>
}
func.func @tgt(%a: tensor<2x1x2xi32>, %b: tensor<2x2x1xi32>, %c: tensor<2x1x1xi32>) -> tensor<2x1x1xi32> {
  %a0 = tensor.extract_slice %a[0, 0, 0] [1, 1, 2] [1, 1, 1] : tensor<2x1x2xi32> to tensor<1x2xi32>
  %b0 = tensor.extract_slice %b[0, 0, 0] [1, 2, 1] [1, 1, 1] : tensor<2x2x1xi32> to tensor<2x1xi32>
  %c0 = tensor.extract_slice %c[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<2x1x1xi32> to tensor<1x1xi32>
  %m0 = linalg.matmul ins(%a0, %b0 : tensor<1x2xi32>, tensor<2x1xi32>) outs(%c0 : tensor<1x1xi32>) -> tensor<1x1xi32>
  %a1 = tensor.extract_slice %a[0, 0, 0] [1, 1, 2] [1, 1, 1] : tensor<2x1x2xi32> to tensor<1x2xi32>
  %b1 = tensor.extract_slice %b[1, 0, 0] [1, 2, 1] [1, 1, 1] : tensor<2x2x1xi32> to tensor<2x1xi32>
  %c1 = tensor.extract_slice %c[1, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<2x1x1xi32> to tensor<1x1xi32>
  %m1 = linalg.matmul ins(%a1, %b1 : tensor<1x2xi32>, tensor<2x1xi32>) outs(%c1 : tensor<1x1xi32>) -> tensor<1x1xi32>
  %r0 = tensor.insert_slice %m0 into %c[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<1x1xi32> into tensor<2x1x1xi32>
  %r1 = tensor.insert_slice %m1 into %r0[1, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<1x1xi32> into tensor<2x1x1xi32>
  return %r1 : tensor<2x1x1xi32>
}
