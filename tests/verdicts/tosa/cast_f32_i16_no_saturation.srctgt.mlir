// tosa.cast f32 -> i16 (input clamped to [-1e6, 1e6]) lowered without the saturating min/max: 40000.0 must become 32767 but fptosi of an out-of-range value is poison: miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xi16> {
  %0 = tosa.clamp %a0 {min_val = -1.0E+6 : f32, max_val = 1.0E+6 : f32, nan_mode = IGNORE} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.cast %0 : (tensor<2xf32>) -> tensor<2xi16>
  return %1 : tensor<2xi16>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xi16> {
  %e = tensor.empty() : tensor<2xi16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi16>) {
  ^bb0(%x0: f32, %o: i16):
    %lo = arith.constant -1.0E+6 : f32
    %hi = arith.constant 1.0E+6 : f32
    %a = arith.minimumf %x0, %hi : f32
    %b = arith.maximumf %a, %lo : f32
    %n = arith.cmpf uno, %x0, %x0 : f32
    %c = arith.select %n, %lo, %b : f32
    %r = math.roundeven %c : f32
    %y = arith.fptosi %r : f32 to i16
    linalg.yield %y : i16
  } -> tensor<2xi16>
  return %r : tensor<2xi16>
}
