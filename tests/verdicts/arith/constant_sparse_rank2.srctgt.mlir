// A sparse<indices, values> constant is the dense constant it denotes: unlisted elements are +0.0,
// here in a rank-2 tensor of i32 (issue 28).
// VERDICT: correct
func.func @src() -> tensor<2x3xi32> {
  %0 = arith.constant sparse<[[0, 1], [1, 2]], [7, -3]> : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @tgt() -> tensor<2x3xi32> {
  %0 = arith.constant dense<[[0, 7, 0], [0, 0, -3]]> : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
