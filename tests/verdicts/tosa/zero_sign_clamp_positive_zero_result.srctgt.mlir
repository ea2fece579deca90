// tosa.clamp [0, 6] -> a lowering that returns -0.0 wherever the clamp gives a zero (select(cmpf oeq y, 0.0), -0.0, y)): every zero result of CLAMP may have either sign, even when input and bounds are all +0.0: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %lo = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.minimumf %x, %hi : f32
    %c = arith.maximumf %m, %lo : f32
    %isz = arith.cmpf oeq, %c, %lo : f32
    %y = arith.select %isz, %nz, %c : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
