// tosa.conv2d i8 x i8 -> i32 with input_zp = 3, weight_zp = -2, OC = 2, per-channel i32 bias -> the MLIR 22 lowering after linalg-generalize-named-ops: bias broadcast as the init, then a 7-d generic accumulating (sext(x) - 3) * (sext(w) + 2) with the zero points as scalar operands. Starting from the bias instead of adding it last only reorders i32 additions, and any overflow is a REQUIRE violation in TOSA: correct.
// VERDICT: correct
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#ms = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %cm2 = arith.constant -2 : i32
  %c3 = arith.constant 3 : i32
  %0 = tensor.empty() : tensor<1x2x2x2xi32>
  %1 = linalg.generic {indexing_maps = [#bc, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xi32>) outs(%0 : tensor<1x2x2x2xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x2xi32>
  %2 = linalg.generic {indexing_maps = [#mi, #mw, #ms, #ms, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w, %c3, %cm2 : tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, i32, i32) outs(%1 : tensor<1x2x2x2xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %3 = arith.extsi %in : i8 to i32
    %4 = arith.subi %3, %in_1 : i32
    %5 = arith.extsi %in_0 : i8 to i32
    %6 = arith.subi %5, %in_2 : i32
    %7 = arith.muli %4, %6 : i32
    %8 = arith.addi %out, %7 : i32
    linalg.yield %8 : i32
  } -> tensor<1x2x2x2xi32>
  return %2 : tensor<1x2x2x2xi32>
}
