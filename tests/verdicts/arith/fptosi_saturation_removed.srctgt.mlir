// fptosi (clamp x to [-128, 127]) : f32 to i8 -> fptosi x: for x = 1000.0 src gives 127, tgt converts an out-of-range value (poison): miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: f32, %o: i8):
    %lo = arith.constant -128.0 : f32
    %hi = arith.constant 127.0 : f32
    %a = arith.maximumf %x0, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    %y = arith.fptosi %b : f32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xi8>) {
  ^bb0(%x0: f32, %o: i8):
    %y = arith.fptosi %x0 : f32 to i8
    linalg.yield %y : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}
