// A sparse<indices, values> constant is the dense constant it denotes: unlisted elements are +0.0
// (issue 28: sparse constants were unsupported). The tgt's -0.0 at index 3 is not that constant.
// VERDICT: miscompile
func.func @src() -> tensor<4xf32> {
  %0 = arith.constant sparse<[[1]], [2.0]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt() -> tensor<4xf32> {
  %0 = arith.constant dense<[0.0, 2.0, 0.0, -0.0]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
