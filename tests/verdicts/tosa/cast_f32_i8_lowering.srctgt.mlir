// tosa.clamp(IGNORE, [-200, 200]) then tosa.cast f32 -> i8, fused into one generic: clamp, roundeven, saturate to [-128, 127], fptosi (the tosa-to-linalg cast form; the clamp keeps NaN out of the cast): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xi8> {
  %0 = tosa.clamp %a0 {min_val = -200.0 : f32, max_val = 200.0 : f32, nan_mode = IGNORE} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.cast %0 : (tensor<2xf32>) -> tensor<2xi8>
  return %1 : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: f32, %o: i8):
    %lo = arith.constant -200.0 : f32
    %hi = arith.constant 200.0 : f32
    %a = arith.minimumf %x0, %hi : f32
    %b = arith.maximumf %a, %lo : f32
    %n = arith.cmpf uno, %x0, %x0 : f32
    %c = arith.select %n, %lo, %b : f32
    %r = math.roundeven %c : f32
    %clo = arith.constant -128.0 : f32
    %chi = arith.constant 127.0 : f32
    %m1 = arith.minimumf %r, %chi : f32
    %m2 = arith.maximumf %m1, %clo : f32
    %y = arith.fptosi %m2 : f32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
