// tosa.clamp [-1, 0] -> maximumf(minimumf(x, 0.0), -1.0) (the tosa-to-linalg form: min first, then max). For x = -0.0 the literal apply_clip_s gives +0.0 (apply_min_s(-0.0, +0.0) returns its second operand on the tie) and the lowering -0.0; for x > 0 both give +0.0. The CLAMP precision requirements allow a zero result of either sign: correct (issue 13).
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {max_val = 0.0 : f32, min_val = -1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.minimumf %x, %hi : f32
    %y = arith.maximumf %m, %lo : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
