// tosa.conv2d f16 with acc_type = f32 and an f16 bias argument (1x1 kernel): the MLIR 22 lowering extends the bias to f32, uses it as the accumulator init and truncates once at the end; TOSA casts the fp32 accumulator to f16 first and adds the bias in f16 (out = static_cast<out_t>(acc); out = apply_add_s<out_t>(out, bias)). The cast happens before the bias in TOSA and after it here: an x*w beyond the f16 range with bias -Inf gives Inf + -Inf = NaN in TOSA but -Inf here (the counterexample found), and double vs single rounding differs too (x*w = 1 + 2^-11, bias 2^-11: 1 vs 1 + 2^-10): miscompile under the literal pseudo-code, hence --fp-policy=strict here. Literal-only: TOSA counts the bias as a term of the dot product and bounds the error of the whole, so the default spec policy accepts the lowering (tests/verdicts/tosa/conv2d_f16_bias_in_f32_accumulator).
// PIPELINE: tosa-lowering
// EXPECT: miscompile
// TV-ARGS: --timeout-ms=5000 --fp-policy=strict
// (With the default 20 s budget the abstract query runs out its whole budget before the exact domain
// finds the counterexample in ~2 s; a 5 s budget keeps the test at ~6 s.)
func.func @main(%x: tensor<1x1x1x1xf16>, %w: tensor<1x1x1x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf16>, tensor<1x1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %0 : tensor<1x1x1x1xf16>
}
