// truncf (extf (truncf (x/y in f64) to f32) to f64) to f32 -> truncf (x/y in f64) to f32 (a dropped f32 -> f64 -> f32 round trip after an f64 division): correct; the abstract domain with precise casts proves it in well under a second, the exact FPA domain times out on the f64 division.
// VERDICT[abstract]: correct
// DOMAINS: abstract
// TV-ARGS: --timeout-ms=5000
func.func @src(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %a = arith.extf %x : tensor<4xf32> to tensor<4xf64>
  %b = arith.extf %y : tensor<4xf32> to tensor<4xf64>
  %d = arith.divf %a, %b : tensor<4xf64>
  %r = arith.truncf %d : tensor<4xf64> to tensor<4xf32>
  %a2 = arith.extf %r : tensor<4xf32> to tensor<4xf64>
  %r2 = arith.truncf %a2 : tensor<4xf64> to tensor<4xf32>
  return %r2 : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %a = arith.extf %x : tensor<4xf32> to tensor<4xf64>
  %b = arith.extf %y : tensor<4xf32> to tensor<4xf64>
  %d = arith.divf %a, %b : tensor<4xf64>
  %r = arith.truncf %d : tensor<4xf64> to tensor<4xf32>
  return %r : tensor<4xf32>
}
