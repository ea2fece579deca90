// tosa.minimum (PROPAGATE) of two arguments -> arith.minimumf (the tosa-to-linalg form). The literal apply_min_s gives min(-0.0, +0.0) = +0.0 (second operand on a tie) where minimumf gives -0.0, but TOSA 1.0 lets a zero result of MINIMUM have either sign, so -0.0 is an allowed result: correct (issue 13).
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.minimum %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.minimumf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
