// tosa.conv2d i8 x i8 -> i32 with input_zp = 3 and pad [1,0,1,0] -> the MLIR 22 form (generalized): tensor.pad with the value 3 (= input_zp, so the padded taps become (3 - 3) * w = 0, as TOSA's value = 0 for positions outside the input), bias as init, quantized conv generic: correct.
// VERDICT: correct
#bb = affine_map<(d0, d1, d2, d3) -> (0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mi = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @tgt(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %pv = arith.constant 3 : i8
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pv : i8
  } : tensor<1x2x2x1xi8> to tensor<1x3x3x1xi8>
  %e = tensor.empty() : tensor<1x2x2x1xi32>
  %i = linalg.generic {indexing_maps = [#bb, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<1xi32>) outs(%e : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x1xi32>
  %r = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded, %w : tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>) outs(%i : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i8, %wt: i8, %out: i32):
    %zp = arith.constant 3 : i32
    %a = arith.extsi %in : i8 to i32
    %s = arith.subi %a, %zp : i32
    %ww = arith.extsi %wt : i8 to i32
    %p = arith.muli %s, %ww : i32
    %y = arith.addi %out, %p : i32
    linalg.yield %y : i32
  } -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
