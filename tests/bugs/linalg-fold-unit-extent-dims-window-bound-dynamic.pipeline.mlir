// linalg-fold-unit-extent-dims (MLIR 22.1) drops the unit loop d0 of a sliding-window linalg.generic and
// rewrites the input access d0 + d1 to d1, so the reduction loop d1, bounded by the window %k (2 elements)
// before, is bounded by the input's dynamic size after. For %arg0 = [1, 2, 4], %k = [0, 0], %init = [0] the
// program sums a window of two elements, 1 + 2 = 3; lowered to LLVM and run with mlir-runner-22 (one-shot-
// bufferize, convert-linalg-to-loops, ..., convert-to-llvm) the IR before the pass prints [3] and the IR after
// it prints [7] (every element summed). tvfuzz: "tgt has undefined behaviour for every input where src is
// defined: operand 1 has size 2 where loop d0 has 3". Static version: linalg-fold-unit-extent-dims-window-bound.
// Found by the one-hour campaign hunt-b (signature b27bcf3d3f505b61: a max_pool2d with a dynamic input height
// lowered by tosa-to-linalg-named, unit output height).
// BUG: not yet reported upstream (docs/BUGS.md #23)
// BUGS-ENTRY: 23
// PIPELINE: builtin.module(func.func(linalg-fold-unit-extent-dims))
// EXPECT: miscompile
#in = affine_map<(d0, d1) -> (d0 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @main(%arg0: tensor<?xf32>, %k: tensor<2xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "reduction"]} ins(%arg0, %k : tensor<?xf32>, tensor<2xf32>) outs(%init : tensor<1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
