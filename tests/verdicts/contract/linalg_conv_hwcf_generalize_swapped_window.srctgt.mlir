// linalg.conv_2d_nhwc_hwcf (i8 -> i32, 2x2 kernel) generalized with the kernel dims swapped in the input map ((n, h + kw, w + kh, ic) while the filter uses (kh, kw, ic, oc)): the window is read transposed: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d4, d6)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x1x1xi8>, %init: tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x1xi8>, tensor<2x2x1x1xi8>) outs(%init : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  return %0 : tensor<1x1x1x1xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x1x1xi8>, %init: tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32> {
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<1x2x2x1xi8>, tensor<2x2x1x1xi8>) outs(%init : tensor<1x1x1x1xi32>) {
  ^bb0(%in: i8, %k: i8, %acc: i32):
    %a = arith.extsi %in : i8 to i32
    %b = arith.extsi %k : i8 to i32
    %p = arith.muli %a, %b : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x1x1x1xi32>
  return %0 : tensor<1x1x1x1xi32>
}
