// One tosa.maximum result returned twice: src returns (m, m), whose two copies are the SAME allowed zero. tgt returns (maximumf, maximumf with zero results negated): each result alone matches some sign of m, but no single choice matches both (+0.0 and -0.0): miscompile (the joint check over shared choices, tv.c check_dep_groups).
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %0 : tensor<2xf32>, tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e, %e : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o0: f32, %o1: f32):
    %m = arith.maximumf %x0, %x1 : f32
    %z = arith.constant 0.0 : f32
    %isz = arith.cmpf oeq, %m, %z : f32
    %n = arith.negf %m : f32
    %y = arith.select %isz, %n, %m : f32
    linalg.yield %m, %y : f32, f32
  } -> (tensor<2xf32>, tensor<2xf32>)
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}
