/*
 * gen_tosa_rescale.c: the tosa.rescale production (TOSA 1.0 RESCALE.tosac, scale_helpers.tosac).
 *
 * Input i8/i16/i32 (the generator has no i48 values), output i8/i16/i32. Every choice obeys the
 * operator's ERROR_IFs: zero points are 0 except for i8 (any value) and unsigned i16 (0 or 32768);
 * DOUBLE_ROUND only with scale32; never both unsigned flags; unsigned only on an i8/i16 side and
 * never together with an i32 side; per_channel only on rank >= 1 with one multiplier and shift per
 * element of the last dimension. Multipliers are >= 0 (REQUIRE) and drawn at their edges often;
 * each shift lies in [smin, 62] where smin is the smallest shift for which the helpers' REQUIREs
 * hold over the whole value range the facts give (apply_scale_32: |value| < 2^(shift-1);
 * apply_scale_16 and the output zero-point addition: the result fits int32), so the op is never
 * UB. Both functions are monotone in the value for a multiplier >= 0, which makes the result's
 * range the image of the value range's ends, joined over the channels, plus the output zero
 * point, clipped to the output range.
 *
 * DOUBLE_ROUND and INEXACT_ROUND need the doubleround / inexactround extensions under
 * tosa-validate; the production records them and gen.c declares them in the module's
 * tosa.target_env. multiplier, shift and zero points are tosa.const operands (tosa-to-linalg
 * needs them constant).
 */
#include <stdio.h>
#include <string.h>

#include "gen/tosa_internal.h"

typedef enum RescaleRound { RR_SINGLE, RR_DOUBLE, RR_INEXACT } RescaleRound;

static const char *const round_names[] = {"SINGLE_ROUND", "DOUBLE_ROUND", "INEXACT_ROUND"};

/* Range of the input elements as the op reads them: sign- or zero-extended. Facts are kept on the
 * signed reading of the bit pattern, so an unsigned reading of a range straddling 0 is the full
 * unsigned range. */
static void input_range(const GenFacts *f, GenElem e, bool is_unsigned, int64_t *lo, int64_t *hi) {
  *lo = f->lo, *hi = f->hi;
  if (!is_unsigned || f->lo >= 0) return;
  int64_t span = (int64_t)1 << gen_elem_bits(e);
  if (f->hi < 0)
    *lo += span, *hi += span;
  else
    *lo = 0, *hi = span - 1;
}

/* apply_scale_32 / apply_scale_16 without their REQUIREs (the caller keeps them true). */
static int64_t apply_scale(int64_t v, int64_t m, int s, bool scale32, bool dround) {
  int64_t round = (int64_t)1 << (s - 1);
  if (scale32 && dround && s > 31) round += v >= 0 ? (int64_t)1 << 30 : -((int64_t)1 << 30);
  return gen_asr64(v * m + round, s);
}

static bool fits_i32(int64_t x) { return x >= INT32_MIN && x <= INT32_MAX; }

/* Do the REQUIREs hold for every value in [vlo, vhi] with multiplier m and shift s? */
static bool shift_ok(int64_t vlo, int64_t vhi, int64_t m, int s, bool scale32, bool dround, int64_t ozp) {
  if (scale32) {
    int64_t half = (int64_t)1 << (s - 1);
    if (vlo < -half || vhi >= half) return false;
  }
  /* apply_add_s<int32_t>(result, output_zp) must not overflow either */
  int64_t a = apply_scale(vlo, m, s, scale32, dround), b = apply_scale(vhi, m, s, scale32, dround);
  return fits_i32(a) && fits_i32(b) && fits_i32(a + ozp) && fits_i32(b + ozp);
}

/* Smallest shift in [2, 62] keeping the REQUIREs; 62 always does for |value| <= 2^32. */
static int min_shift(int64_t vlo, int64_t vhi, int64_t m, bool scale32, bool dround, int64_t ozp) {
  for (int s = 2; s < 62; s++)
    if (shift_ok(vlo, vhi, m, s, scale32, dround, ozp)) return s;
  return 62;
}

static int64_t pick_multiplier(GenState *st, bool scale32) {
  int64_t mx = scale32 ? INT32_MAX : INT16_MAX;
  if (gen_flip(st->c, P(rescale_mult_edge), "rescale.mult_edge")) {
    static const char *const names[] = {"0", "1", "half", "max"};
    int k = (int)gen_upto(st->c, 4, "rescale.mult_which");
    gen_note_attr(st, "tosa.rescale.mult=%s", names[k]);
    int64_t edges[4] = {0, 1, (mx + 1) / 2, mx};
    return edges[k];
  }
  return gen_range(st->c, 0, mx, "rescale.mult");
}

/* A shift >= smin: at an edge (smin, 31, 32, 62, or the shift that maps the largest value to the
 * output range's edge, so clipping is near) or uniform in [smin, 62]. */
static int pick_shift(GenState *st, int smin, int64_t vmax, int64_t m, int out_bits) {
  if (!gen_flip(st->c, P(rescale_shift_edge), "rescale.shift_edge"))
    return (int)gen_range(st->c, smin, 62, "rescale.shift");
  int s;
  switch (gen_upto(st->c, 5, "rescale.shift_which")) {
  case 0: s = smin; break;
  case 1: s = 31; break;
  case 2: s = 32; break;
  case 3: s = 62; break;
  default: {
    int lg = 0; /* log2 of the largest |value * multiplier| */
    for (int64_t p = vmax * (m ? m : 1); p > 1; p >>= 1)
      lg++;
    s = lg - (out_bits - 1) + (int)gen_range(st->c, -1, 1, "rescale.shift_fit");
  }
  }
  return (int)gen_clip64(s, smin, 62);
}

/* A zero point of type e as the op extends it: i8 any value (zero-extended when unsigned),
 * unsigned i16 0 or 32768, else 0. Sets *num to its numeric value; -1 on OOM. */
static int rescale_zp(GenState *st, GenElem e, bool is_unsigned, int64_t *num) {
  *num = 0;
  if (e == GE_I16 && is_unsigned) {
    bool big = gen_flip(st->c, P(rescale_zp_u16), "rescale.zp_u16");
    if (big) *num = 32768;
    return gen_const_splat(st, gen_type_make(e, 1, (int32_t[]){1}), gen_bits_of_int(e, *num), true);
  }
  int zi = gen_tosa_zero_point(st, e, e == GE_I8);
  if (zi < 0) return -1;
  int64_t z = gen_int_of(e, V(zi)->splat_bits);
  *num = is_unsigned && z < 0 ? z + 256 : z;
  return zi;
}

/* Output facts on the signed reading of the result bits. */
static GenFacts output_facts(GenElem out, bool out_u, int64_t lo, int64_t hi, bool cst) {
  int w = gen_elem_bits(out);
  int64_t omin = out_u ? 0 : gen_elem_min(out), omax = out_u ? ((int64_t)1 << w) - 1 : gen_elem_max(out);
  lo = gen_clip64(lo, omin, omax), hi = gen_clip64(hi, omin, omax);
  if (out_u && hi > gen_elem_max(out)) {
    if (lo <= gen_elem_max(out)) return gen_facts_int(out, gen_elem_min(out), gen_elem_max(out), cst);
    lo -= (int64_t)1 << w, hi -= (int64_t)1 << w;
  }
  return gen_facts_int(out, lo, hi, cst);
}

/* Unsigned flags: at most one, only on an i8/i16 side, never next to an i32 side (ERROR_IFs). */
static void pick_unsigned(GenState *st, GenElem in, GenElem out, bool *in_u, bool *out_u) {
  *in_u = *out_u = false;
  bool can_in = (in == GE_I8 || in == GE_I16) && out != GE_I32;
  bool can_out = (out == GE_I8 || out == GE_I16) && in != GE_I32;
  if (!(can_in || can_out) || !gen_flip(st->c, P(rescale_unsigned), "rescale.unsigned")) return;
  if (can_in && can_out)
    *(gen_flip(st->c, 50, "rescale.unsigned_side") ? in_u : out_u) = true;
  else
    *(can_in ? in_u : out_u) = true;
}

int gen_tosa_build_rescale(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenFacts xf = V(xi)->f;
  GenElem in = (GenElem)X.et;
  GenElem out = gen_pick_elem(st, GEM_INT, "rescale.out");
  if (out == GE_COUNT) return -1;
  bool scale32 = gen_flip(st->c, P(rescale_scale32), "rescale.scale32");
  RescaleRound rm = RR_SINGLE;
  if (gen_flip(st->c, P(rescale_inexact), "rescale.inexact"))
    rm = RR_INEXACT;
  else if (scale32 && gen_flip(st->c, P(rescale_double_round), "rescale.double_round"))
    rm = RR_DOUBLE;
  bool per_channel = X.rank >= 1 && gen_flip(st->c, P(rescale_per_channel), "rescale.per_channel");
  bool in_u, out_u;
  pick_unsigned(st, in, out, &in_u, &out_u);

  int64_t izp, ozp;
  int iz = rescale_zp(st, in, in_u, &izp);
  int oz = iz < 0 ? -1 : rescale_zp(st, out, out_u, &ozp);
  if (oz < 0) return -1;
  int64_t xlo, xhi;
  input_range(&xf, in, in_u, &xlo, &xhi);
  int64_t vlo = xlo - izp, vhi = xhi - izp, vmax = gen_max64(gen_abs64(vlo), gen_abs64(vhi));

  int nc = per_channel ? X.dims[X.rank - 1] : 1;
  uint64_t *mv = arena_calloc(st->arena, (size_t)nc, sizeof *mv);
  uint64_t *sv = arena_calloc(st->arena, (size_t)nc, sizeof *sv);
  if (!mv || !sv) {
    st->status = TVF_ENOMEM;
    return -1;
  }
  bool dround = rm == RR_DOUBLE;
  int64_t rlo = INT64_MAX, rhi = INT64_MIN;
  for (int c = 0; c < nc; c++) {
    int64_t m = pick_multiplier(st, scale32);
    int smin = min_shift(vlo, vhi, m, scale32, dround, ozp);
    int s = pick_shift(st, smin, vmax, m, gen_elem_bits(out));
    mv[c] = (uint64_t)m, sv[c] = (uint64_t)s;
    rlo = gen_min64(rlo, apply_scale(vlo, m, s, scale32, dround) + ozp);
    rhi = gen_max64(rhi, apply_scale(vhi, m, s, scale32, dround) + ozp);
  }
  GenType MT = gen_type_make(scale32 ? GE_I32 : GE_I16, 1, (int32_t[]){nc});
  GenType ST = gen_type_make(GE_I8, 1, (int32_t[]){nc});
  int mi = nc == 1 ? gen_const_splat(st, MT, mv[0], true) : gen_const_values(st, MT, mv, true);
  int si = mi < 0 ? -1 : nc == 1 ? gen_const_splat(st, ST, sv[0], true) : gen_const_values(st, ST, sv, true);
  if (si < 0) return -1;

  if (rm == RR_DOUBLE) st->ext_doubleround = true;
  if (rm == RR_INEXACT) st->ext_inexactround = true;
  /* when INEXACT_ROUND is chosen the facts stay those of SINGLE_ROUND widened by one either way */
  if (rm == RR_INEXACT) rlo--, rhi++;
  int r = gen_value_new(st, gen_with_elem(X, out), output_facts(out, out_u, rlo, rhi, xf.cst));
  if (r < 0) return -1;
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "input_unsigned = %s", in_u ? "true" : "false");
  gen_attr(&at, "output_unsigned = %s", out_u ? "true" : "false");
  gen_attr(&at, "per_channel = %s", per_channel ? "true" : "false");
  gen_attr(&at, "rounding_mode = %s", round_names[rm]);
  gen_attr(&at, "scale32 = %s", scale32 ? "true" : "false");
  gen_note_attr(st, "tosa.rescale.types=%s->%s", gen_elem_name(in), gen_elem_name(out));
  gen_note_attr(st, "tosa.rescale.mode=%s,%s,%s,%s", scale32 ? "scale32" : "scale16", round_names[rm],
                per_channel ? "per_channel" : "per_tensor",
                in_u    ? "input_unsigned"
                : out_u ? "output_unsigned"
                        : "signed");
  if (izp || ozp) gen_note_attr(st, "tosa.rescale.zp=%s", izp && ozp ? "both" : izp ? "input" : "output");
  GenOpd a[5] = {gen_opd(xi), gen_opd(mi), gen_opd(si), gen_opd(iz), gen_opd(oz)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_RESCALE, a, 5, &at);
  return r;
}
