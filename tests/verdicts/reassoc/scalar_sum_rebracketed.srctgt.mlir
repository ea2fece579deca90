// scalar adds (a + b) + (c + d) -> ((a + b) + c) + d: nested sums flatten to the multiset {a, b, c, d}: correct under --fp-policy=reassoc (the policy covers every FP add, not only reduction ops).
// VERDICT: correct
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %ab = arith.addf %a, %b : f32
  %cd = arith.addf %c, %d : f32
  %r = arith.addf %ab, %cd : f32
  return %r : f32
}
func.func @tgt(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %ab = arith.addf %a, %b : f32
  %abc = arith.addf %ab, %c : f32
  %r = arith.addf %abc, %d : f32
  return %r : f32
}
