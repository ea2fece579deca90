// tosa.arithmetic_right_shift round = true -> shrsi plus the last shifted-out bit when shift > 0 (the tosa-to-linalg form): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.arithmetic_right_shift %a0, %a1 {round = true} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %r = arith.shrsi %x0, %x1 : i32
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %f = arith.constant false
    %pos = arith.cmpi sgt, %x1, %zero : i32
    %sm1 = arith.subi %x1, %one : i32
    %last = arith.shrsi %x0, %sm1 : i32
    %bit = arith.trunci %last : i32 to i1
    %inc = arith.select %pos, %bit, %f : i1
    %inc32 = arith.extui %inc : i1 to i32
    %y = arith.addi %r, %inc32 : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
