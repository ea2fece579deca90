// Round trips through the integer of the same width for bf16 and f16 (both i16) and f64 (i64) are the identity: correct.
// VERDICT: correct
func.func @src(%a: bf16, %b: f16, %c: f64) -> (bf16, f16, f64) {
  return %a, %b, %c : bf16, f16, f64
}
func.func @tgt(%a: bf16, %b: f16, %c: f64) -> (bf16, f16, f64) {
  %ia = arith.bitcast %a : bf16 to i16
  %ib = arith.bitcast %b : f16 to i16
  %ic = arith.bitcast %c : f64 to i64
  %ra = arith.bitcast %ia : i16 to bf16
  %rb = arith.bitcast %ib : i16 to f16
  %rc = arith.bitcast %ic : i64 to f64
  return %ra, %rb, %rc : bf16, f16, f64
}
