// generic yielding index_cast(2 * linalg.index 0 + linalg.index 1) (never reading its tensor.empty init) -> constant [[0, 1], [2, 3]]: correct.
// VERDICT: correct
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0)>
func.func @src() -> tensor<2x2xi32> {
  %e = tensor.empty() : tensor<2x2xi32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x2xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %m = arith.muli %i, %c2 : index
    %k = arith.addi %m, %j : index
    %v = arith.index_cast %k : index to i32
    linalg.yield %v : i32
  } -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @tgt() -> tensor<2x2xi32> {
  %c = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}
