// tosa.matmul i8 with A_zp = 1, B_zp = -1 lowered with the zero points swapped ((a + 1) * (b - 1)): a = 1, b = 0 gives 0 * 1 = 0 in TOSA but 2 * (-1) = -2 here: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#ma = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#mb = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%a: tensor<1x2x2xi8>, %b: tensor<1x2x1xi8>) -> tensor<1x2x1xi32> {
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x2x2xi8>, tensor<1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1xi32>
  return %0 : tensor<1x2x1xi32>
}
func.func @tgt(%a: tensor<1x2x2xi8>, %b: tensor<1x2x1xi8>) -> tensor<1x2x1xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x2x1xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<1x2x2xi8>, tensor<1x2x1xi8>) outs(%f : tensor<1x2x1xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %azp = arith.constant -1 : i32
    %bzp = arith.constant 1 : i32
    %xe = arith.extsi %x : i8 to i32
    %xs = arith.subi %xe, %azp : i32
    %ye = arith.extsi %y : i8 to i32
    %ys = arith.subi %ye, %bzp : i32
    %p = arith.muli %xs, %ys : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x2x1xi32>
  return %r : tensor<1x2x1xi32>
}
