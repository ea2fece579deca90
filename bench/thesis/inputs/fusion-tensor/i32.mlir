// ROW: fusion-tensor
// PASSES: --linalg-fuse-elementwise-ops
// NOTE: addi then muli on tensor<32x32xi32> (integer fusion).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<32x32xi32>, %b: tensor<32x32xi32>, %c: tensor<32x32xi32>) -> tensor<32x32xi32> {
  %e = tensor.empty() : tensor<32x32xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<32x32xi32>, tensor<32x32xi32>) outs(%e : tensor<32x32xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<32x32xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %c : tensor<32x32xi32>, tensor<32x32xi32>) outs(%e : tensor<32x32xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.muli %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<32x32xi32>
  return %1 : tensor<32x32xi32>
}
