// linalg-generalize-named-ops on linalg.depthwise_conv_2d_nhwc_hwcm (i8 inputs, i32 accumulator, M = 2, strides 1): a generic with input (n, h + kh, w + kw, c), filter (kh, kw, c, m), output (n, h, w, c, m) and body acc + sext(x) * sext(w): correct.
// VERDICT: correct
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x2xi8>, %init: tensor<1x1x2x1x2xi32>) -> tensor<1x1x2x1x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x1xi8>, tensor<2x1x1x2xi8>) outs(%init : tensor<1x1x2x1x2xi32>) -> tensor<1x1x2x1x2xi32>
  return %0 : tensor<1x1x2x1x2xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x2xi8>, %init: tensor<1x1x2x1x2xi32>) -> tensor<1x1x2x1x2xi32> {
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %w : tensor<1x2x2x1xi8>, tensor<2x1x1x2xi8>) outs(%init : tensor<1x1x2x1x2xi32>) {
  ^bb0(%in: i8, %k: i8, %acc: i32):
    %a = arith.extsi %in : i8 to i32
    %b = arith.extsi %k : i8 to i32
    %p = arith.muli %a, %b : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x1x2x1x2xi32>
  return %0 : tensor<1x1x2x1x2xi32>
}
