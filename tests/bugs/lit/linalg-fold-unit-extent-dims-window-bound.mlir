// linalg-fold-unit-extent-dims (MLIR 22.1) drops the unit loop d0 of a sliding-window linalg.generic and
// rewrites the input access d0 + d1 to d1. Before, d1 was bounded by the window operand %k (tensor<2xf32>) and
// the input only had to be large enough (d0 + d1 <= 1 < 3: the op sums %arg0[0] + %arg0[1]); after, d1 indexes
// the input directly, so the input's size 3 and the window's size 2 both define the same loop:
//   error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 2
// The input verifies (mlir-opt-22 accepts it; the verifier asks ">= 2" of a non-pure access). With a dynamic
// input size the result verifies and is wrong (linalg-fold-unit-extent-dims-window-bound-dynamic.pipeline.mlir).
// Found by the one-hour campaign hunt-b (signature b27bcf3d3f505b61: a max_pool2d lowered by tosa-to-linalg-named
// with a unit output height).
// BUG: not yet reported upstream (docs/BUGS.md #23)
// BUGS-ENTRY: 23
// tvfuzz: invalid-ir at linalg-fold-unit-extent-dims
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(linalg-fold-unit-extent-dims{use-rank-reducing-slices=false}))' | mlir-opt-22 -o /dev/null
// linalg-fold-unit-extent-dims (MLIR 22.1) drops the unit loop d0 of a sliding-window linalg.generic and
// rewrites the input access d0 + d1 to d1. Before, d1 was bounded by the window operand %k (tensor<2xf32>) and
// the input only had to be large enough (d0 + d1 <= 1 < 3: the op sums %arg0[0] + %arg0[1]); after, d1 indexes
// the input directly, so the input's size 3 and the window's size 2 both define the same loop:
//   error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 2
// The input verifies (mlir-opt-22 accepts it; the verifier asks ">= 2" of a non-pure access). With a dynamic
// input size the result verifies and is wrong (linalg-fold-unit-extent-dims-window-bound-dynamic.pipeline.mlir).
// Found by the one-hour campaign hunt-b (signature b27bcf3d3f505b61: a max_pool2d lowered by tosa-to-linalg-named
// with a unit output height).
// BUG: not yet reported upstream (docs/BUGS.md #23)
// BUGS-ENTRY: 23
// PIPELINE: builtin.module(func.func(linalg-fold-unit-extent-dims))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: linalg-fold-unit-extent-dims
#in = affine_map<(d0, d1) -> (d0 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @main(%arg0: tensor<3xf32>, %k: tensor<2xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "reduction"]} ins(%arg0, %k : tensor<3xf32>, tensor<2xf32>) outs(%init : tensor<1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
