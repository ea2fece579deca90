// tosa.depthwise_conv2d i8 with input_zp = 2, weight_zp = -3, M = 2 -> the MLIR 22 lowering after linalg-generalize-named-ops: zero-filled 5-d init, a depthwise generic accumulating (sext(x) - 2) * (sext(w) + 3) with the zero points as scalar operands, collapse, bias + acc: correct.
// VERDICT: correct
#m5 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#i5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#ms = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<1x1x1x2xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %izp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
func.func @tgt(%arg0: tensor<1x2x2x1xi8>, %arg1: tensor<1x1x1x2xi8>, %arg2: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %c-3_i32 = arith.constant -3 : i32
  %c2_i32 = arith.constant 2 : i32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1x2x2x1x2xi32>
  %1 = linalg.generic {indexing_maps = [#m5, #i5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%c0_i32 : i32) outs(%0 : tensor<1x2x2x1x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x1x2xi32>
  %2 = tensor.empty() : tensor<1x2x2x2xi32>
  %3 = linalg.generic {indexing_maps = [#mi, #mw, #ms, #ms, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %c2_i32, %c-3_i32 : tensor<1x2x2x1xi8>, tensor<1x1x1x2xi8>, i32, i32) outs(%1 : tensor<1x2x2x1x2xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %5 = arith.extsi %in : i8 to i32
    %6 = arith.subi %5, %in_1 : i32
    %7 = arith.extsi %in_0 : i8 to i32
    %8 = arith.subi %7, %in_2 : i32
    %9 = arith.muli %6, %8 : i32
    %10 = arith.addi %out, %9 : i32
    linalg.yield %10 : i32
  } -> tensor<1x2x2x1x2xi32>
  %collapsed = tensor.collapse_shape %3 [[0], [1], [2], [3, 4]] : tensor<1x2x2x1x2xi32> into tensor<1x2x2x2xi32>
  %4 = linalg.generic {indexing_maps = [#bc, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %collapsed : tensor<2xi32>, tensor<1x2x2x2xi32>) outs(%2 : tensor<1x2x2x2xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %5 = arith.addi %in, %in_0 : i32
    linalg.yield %5 : i32
  } -> tensor<1x2x2x2xi32>
  return %4 : tensor<1x2x2x2xi32>
}
