// tosa.matmul i8 x i8 -> i32 with A_zp = 1, B_zp = -1 -> fill 0 + the generalized linalg.quantized_batch_matmul (linalg-generalize-named-ops output): (sext(a) - 1) * (sext(b) + 1) accumulated in i32, zero points passed as scalar operands: correct (i32 overflow is a REQUIRE violation in TOSA).
// VERDICT: correct
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#ms = affine_map<(d0, d1, d2, d3) -> ()>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%a: tensor<2x2x2xi8>, %b: tensor<2x2x1xi8>) -> tensor<2x2x1xi32> {
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x2x2xi8>, tensor<2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2x1xi32>
  return %0 : tensor<2x2x1xi32>
}
func.func @tgt(%a: tensor<2x2x2xi8>, %b: tensor<2x2x1xi8>) -> tensor<2x2x1xi32> {
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2x1xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<2x2x1xi32>) -> tensor<2x2x1xi32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #ms, #ms, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b, %c1, %cm1 : tensor<2x2x2xi8>, tensor<2x2x1xi8>, i32, i32) outs(%f : tensor<2x2x1xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %3 = arith.extsi %in : i8 to i32
    %4 = arith.subi %3, %in_1 : i32
    %5 = arith.extsi %in_0 : i8 to i32
    %6 = arith.subi %5, %in_2 : i32
    %7 = arith.muli %4, %6 : i32
    %8 = arith.addi %out, %7 : i32
    linalg.yield %8 : i32
  } -> tensor<2x2x1xi32>
  return %r : tensor<2x2x1xi32>
}
