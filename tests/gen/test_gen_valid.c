/*
 * test_gen_valid.c: every generated program parses and verifies under MLIR 22.
 *
 * Generates programs from consecutive seeds and from pseudo-random byte strings (empty, short,
 * long, all-0x00 and all-0xff included), plus smaller batches under non-default options (verifier
 * -only types, large limits, tiny limits, restricted op lists, rescale-only with its attribute
 * combinations, linalg-only, memref programs with each of their features), and parses each one
 * in-process through the MLIR session (mlirx_parse verifies). Zero failures is the bar: the test
 * fails on the first few failures and prints each failing program with MLIR's message.
 *
 * usage: test_gen_valid [--seeds N] [--bytes N]   (defaults 10000 and 10000)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "mlirx/session.h"
#include "support/testhelp.h"

typedef struct Run {
  MlirxSession *s;
  long programs, failures;
  double gen_ms, parse_ms;
} Run;

static void check_one(Run *r, const StrBuf *prog, const char *what) {
  Diag d;
  diag_init(&d);
  uint64_t t0 = tvf_now_ns();
  MlirxModule *m = mlirx_parse(r->s, prog->data, prog->len, what, &d);
  r->parse_ms += tvf_ms_since(t0);
  r->programs++;
  if (m) {
    mlirx_module_destroy(m);
    return;
  }
  r->failures++;
  if (r->failures <= 5) fprintf(stderr, "INVALID %s: %s\n%s\n", what, d.msg, prog->data);
}

static void run_seeds(Run *r, const GenOptions *o, uint64_t first, long n, const char *label) {
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  for (long i = 0; i < n; i++) {
    sb_clear(&prog);
    uint64_t t0 = tvf_now_ns();
    TvfStatus s = gen_program_from_seed(first + (uint64_t)i, o, &prog, NULL, &d);
    r->gen_ms += tvf_ms_since(t0);
    char what[96];
    snprintf(what, sizeof what, "%s:seed=%llu", label, (unsigned long long)(first + (uint64_t)i));
    if (s != TVF_OK) {
      r->failures++;
      fprintf(stderr, "GEN FAILED %s: %s\n", what, d.msg);
      continue;
    }
    check_one(r, &prog, what);
  }
  sb_free(&prog);
}

/* Count of stats notes whose key starts with prefix. */
static uint64_t note_count(const GenStats *s, const char *prefix) {
  uint64_t n = 0;
  for (size_t i = 0; i < s->kv_cap; i++)
    if (s->kv[i].key && !strncmp(s->kv[i].key, prefix, strlen(prefix))) n += s->kv[i].count;
  return n;
}

/* The rewrite-trigger productions (issue 14) with their probabilities at 100: every program must
 * still verify, and every production must appear (its stats note is counted). */
static void run_triggers(Run *r, const GenOptions *base, uint64_t first, long n, bool linalg,
                         const char *const *notes, size_t nnotes, const char *label) {
  GenOptions o = *base;
  if (linalg) {
    o.probs.p[GEN_P_linalg_program] = 100;
    o.probs.p[GEN_P_body_special_rhs] = 100;
    o.probs.p[GEN_P_body_idiom] = 50; /* at 100 no body op would be a plain op */
    o.probs.p[GEN_P_body_const_lhs] = 100;
    o.probs.p[GEN_P_body_const_cast] = 100;
  } else {
    o.probs.p[GEN_P_linalg_program] = 0;
    o.probs.p[GEN_P_clamp_noop] = 100;
    o.probs.p[GEN_P_tosa_special_splat] = 100;
    o.probs.p[GEN_P_slice_single] = 100;
    o.probs.p[GEN_P_cast_same] = 100;
  }
  GenStats stats;
  gen_stats_init(&stats);
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  for (long i = 0; i < n; i++) {
    sb_clear(&prog);
    char what[96];
    snprintf(what, sizeof what, "%s:seed=%llu", label, (unsigned long long)(first + (uint64_t)i));
    if (gen_program_from_seed(first + (uint64_t)i, &o, &prog, &stats, &d) != TVF_OK) {
      r->failures++;
      fprintf(stderr, "GEN FAILED %s: %s\n", what, d.msg);
      continue;
    }
    check_one(r, &prog, what);
  }
  for (size_t i = 0; i < nnotes; i++)
    TVF_CHECK_MSG(note_count(&stats, notes[i]) > 0, "%s: production note %s never seen", label, notes[i]);
  sb_free(&prog);
  gen_stats_free(&stats);
}

/* Memref programs (gen_memref.c) with the given probabilities: every one verifies, and every
 * note and op in notes/ops appears. */
static void run_memref(Run *r, const GenOptions *base, uint64_t first, long n, const char *const *notes,
                       size_t nnotes, const GenOpId *ops, size_t nops, const char *label) {
  GenStats stats;
  gen_stats_init(&stats);
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  for (long i = 0; i < n; i++) {
    sb_clear(&prog);
    char what[96];
    snprintf(what, sizeof what, "%s:seed=%llu", label, (unsigned long long)(first + (uint64_t)i));
    if (gen_program_from_seed(first + (uint64_t)i, base, &prog, &stats, &d) != TVF_OK) {
      r->failures++;
      fprintf(stderr, "GEN FAILED %s: %s\n", what, d.msg);
      continue;
    }
    check_one(r, &prog, what);
  }
  TVF_CHECK_MSG(stats.memref_programs == (uint64_t)n, "%s: %llu of %ld programs on memrefs", label,
                (unsigned long long)stats.memref_programs, n);
  for (size_t i = 0; i < nnotes; i++)
    TVF_CHECK_MSG(note_count(&stats, notes[i]) > 0, "%s: note %s never seen", label, notes[i]);
  for (size_t i = 0; i < nops; i++)
    TVF_CHECK_MSG(stats.op_count[ops[i]] > 0, "%s: %s never emitted", label, gen_ops[ops[i]].name);
  sb_free(&prog);
  gen_stats_free(&stats);
}

/* The attribute value of key in an op line ("rounding_mode = DOUBLE_ROUND" -> "DOUBLE_ROUND"). */
static void attr_of(const char *line, const char *key, char *val, size_t cap) {
  const char *p = strstr(line, key);
  size_t k = 0;
  if (p)
    for (p += strlen(key); *p && *p != ',' && *p != '}' && k + 1 < cap; p++)
      val[k++] = *p;
  val[k] = 0;
}

/* Programs restricted to tosa.rescale: every one verifies, at least 90% contain a rescale, and
 * every attribute combination the ERROR_IFs allow occurs (scale32 x rounding x per_channel x
 * signedness: 18), as do all nine type pairs, nonzero zero points on both sides and the unsigned
 * i16 zero point 32768. No combination the ERROR_IFs forbid may occur. */
static void run_rescale(Run *r, const GenOptions *base, uint64_t first, long n) {
  GenOptions o = *base;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(gen_options_set_ops(&o, "rescale", &d), TVF_OK);
  static const char *const sides[] = {"signed", "input_unsigned", "output_unsigned"};
  static const char *const rounds[] = {"SINGLE_ROUND", "DOUBLE_ROUND"};
  long seen[2][2][2][3] = {{{{0}}}}, types[3][3] = {{0}}, with = 0, bad = 0, zp_in = 0, zp_out = 0,
       zp_u16 = 0;
  StrBuf prog = STRBUF_INIT;
  for (long i = 0; i < n; i++) {
    sb_clear(&prog);
    char what[96];
    snprintf(what, sizeof what, "rescale:seed=%llu", (unsigned long long)(first + (uint64_t)i));
    if (gen_program_from_seed(first + (uint64_t)i, &o, &prog, NULL, &d) != TVF_OK) {
      r->failures++;
      continue;
    }
    check_one(r, &prog, what);
    if (strstr(prog.data, "tosa.rescale")) with++;
    for (const char *l = strstr(prog.data, "tosa.rescale %"); l; l = strstr(l + 1, "tosa.rescale %")) {
      char s32[8], rm[16], pc[8], iu[8], ou[8];
      attr_of(l, "scale32 = ", s32, sizeof s32);
      attr_of(l, "rounding_mode = ", rm, sizeof rm);
      attr_of(l, "per_channel = ", pc, sizeof pc);
      attr_of(l, "input_unsigned = ", iu, sizeof iu);
      attr_of(l, "output_unsigned = ", ou, sizeof ou);
      int a = !strcmp(s32, "true"), b = !strcmp(rm, "DOUBLE_ROUND"), c = !strcmp(pc, "true");
      int side = !strcmp(iu, "true") ? 1 : !strcmp(ou, "true") ? 2 : 0;
      bool both = !strcmp(iu, "true") && !strcmp(ou, "true");
      if (both || (b && !a) || (strcmp(rm, "SINGLE_ROUND") && !b)) bad++;
      seen[a][b][c][side]++;
      /* operand types: "(tensor<..xIN>, tensor<..xM>, tensor<..xi8>, tensor<1xIN>, tensor<1xOUT>) -> " */
      const char *ty = strstr(l, ") -> tensor<");
      const char *iz = ty ? strstr(l, " : (") : NULL;
      if (!ty || !iz) continue;
      const char *e1 = strchr(iz, '>'); /* end of the input type */
      const char *e2 = strchr(ty + strlen(") ->"), '>');
      if (!e1 || !e2) continue;
      int ie = e1[-1] == '8' ? 0 : e1[-2] == '1' ? 1 : 2, oe = e2[-1] == '8' ? 0 : e2[-2] == '1' ? 1 : 2;
      types[ie][oe]++;
      if ((oe == 2 && side == 1) || (ie == 2 && side == 2)) bad++;
      char ops[5][48];
      const char *q = l + strlen("tosa.rescale");
      for (int k = 0; k < 5 && q; k++) { /* operand names, to find the zero point constants */
        while (*q == ' ' || *q == ',')
          q++;
        size_t m = 0;
        while (*q && *q != ',' && *q != ' ' && m + 1 < sizeof ops[k])
          ops[k][m++] = *q++;
        ops[k][m] = 0;
      }
      for (int k = 3; k < 5; k++) { /* "%N = "tosa.const"() <{values = dense<V>" defined earlier */
        char def[64];
        snprintf(def, sizeof def, "%s = \"tosa.const\"() <{values = dense<", ops[k]);
        const char *dp = strstr(prog.data, def);
        if (!dp) continue;
        dp += strlen(def);
        if (!strncmp(dp, "-32768> : tensor<1xi16>", 23)) zp_u16++;
        if (strncmp(dp, "0>", 2)) *(k == 3 ? &zp_in : &zp_out) += 1;
      }
    }
  }
  printf("rescale-only: %ld programs, %ld with tosa.rescale\n", n, with);
  TVF_CHECK_MSG(with * 10 >= n * 9, "only %ld of %ld rescale-only programs contain tosa.rescale", with, n);
  TVF_CHECK_MSG(bad == 0, "%ld rescale ops break a RESCALE ERROR_IF", bad);
  for (int a = 0; a < 2; a++)
    for (int b = 0; b <= a; b++) /* DOUBLE_ROUND only with scale32 */
      for (int c = 0; c < 2; c++)
        for (int side = 0; side < 3; side++)
          TVF_CHECK_MSG(seen[a][b][c][side] > 0,
                        "rescale combination never generated: scale32=%d %s per_channel=%d %s", a, rounds[b],
                        c, sides[side]);
  static const char *const tn[] = {"i8", "i16", "i32"};
  for (int ie = 0; ie < 3; ie++)
    for (int oe = 0; oe < 3; oe++)
      TVF_CHECK_MSG(types[ie][oe] > 0, "rescale %s -> %s never generated", tn[ie], tn[oe]);
  TVF_CHECK_MSG(zp_in > 0 && zp_out > 0 && zp_u16 > 0,
                "rescale zero points: %ld nonzero input, %ld nonzero output, %ld u16 32768", zp_in, zp_out,
                zp_u16);
  sb_free(&prog);
}

static void run_bytes(Run *r, const GenOptions *o, long n) {
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  uint8_t *buf = malloc(8192);
  if (!buf) {
    r->failures++;
    return;
  }
  uint64_t x = 0x9e3779b97f4a7c15ull;
  for (long i = 0; i < n; i++) {
    static const size_t caps[] = {0, 8, 64, 256, 1024, 8192};
    size_t cap = caps[i % 6];
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    size_t len = cap ? (size_t)(x >> 33) % (cap + 1) : 0;
    for (size_t k = 0; k < len; k++) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      buf[k] = (uint8_t)(x >> 56);
    }
    if (i % 13 == 0) memset(buf, 0xff, len);
    if (i % 17 == 0) memset(buf, 0x00, len);
    sb_clear(&prog);
    uint64_t t0 = tvf_now_ns();
    TvfStatus s = gen_program_from_bytes(buf, len, o, &prog, NULL, &d);
    r->gen_ms += tvf_ms_since(t0);
    char what[64];
    snprintf(what, sizeof what, "bytes:%ld:len=%zu", i, len);
    if (s != TVF_OK) {
      r->failures++;
      fprintf(stderr, "GEN FAILED %s: %s\n", what, d.msg);
      continue;
    }
    check_one(r, &prog, what);
  }
  free(buf);
  sb_free(&prog);
}

int main(int argc, char **argv) {
  long nseeds = 10000, nbytes = 10000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--seeds"))
      nseeds = atol(argv[i + 1]);
    else if (!strcmp(argv[i], "--bytes"))
      nbytes = atol(argv[i + 1]);
  }
  Diag d;
  diag_init(&d);
  Run r;
  memset(&r, 0, sizeof r);
  r.s = mlirx_session_create(&d);
  TVF_CHECK_MSG(r.s != NULL, "%s", d.msg);
  if (!r.s) return tvf_test_report("gen-valid");

  GenOptions o;
  gen_options_default(&o);
  run_seeds(&r, &o, 1, nseeds, "default");
  long base = r.programs;
  run_bytes(&r, &o, nbytes);
  printf("default options: %ld seed programs + %ld byte programs, %ld invalid\n", base, r.programs - base,
         r.failures);

  /* variants, smaller batches */
  long nv = nseeds / 10 > 50 ? nseeds / 10 : 50;
  GenOptions v = o;
  v.tosa_validate = false;
  run_seeds(&r, &v, 1000000, nv, "no-tosa-validate");
  v = o;
  v.max_elements = 64, v.max_rank = 6, v.max_dim = 8, v.max_ops = 30, v.max_args = 10, v.max_results = 10;
  run_seeds(&r, &v, 2000000, nv, "large");
  v = o;
  v.max_elements = 1, v.max_rank = 1, v.max_dim = 1, v.max_args = 0, v.max_results = 1;
  run_seeds(&r, &v, 3000000, nv, "tiny");
  v = o;
  TVF_CHECK_EQ_INT(gen_options_set_ops(&v, "conv2d,depthwise_conv2d,avg_pool2d,max_pool2d,matmul,gather", &d),
                   TVF_OK);
  run_seeds(&r, &v, 4000000, nv, "nn-only");
  v = o;
  TVF_CHECK_EQ_INT(gen_options_set_ops(&v,
                                       "intdiv,logical_left_shift,logical_right_shift,arithmetic_right_shift,"
                                       "gather,cast,abs,negate,add,sub,mul,rescale",
                                       &d),
                   TVF_OK);
  run_seeds(&r, &v, 5000000, nv, "int-only");
  run_rescale(&r, &o, 5500000, nv > 600 ? nv : 600);
  v = o;
  v.probs.p[GEN_P_linalg_program] = 100;
  run_seeds(&r, &v, 6000000, nv, "linalg-only");
  run_bytes(&r, &v, nv);

  /* memref programs: the defaults, then every feature at a high rate (deallocation, strided
   * arguments, in-place ops, outputs into existing views), from seeds and from bytes */
  v = o;
  v.probs.p[GEN_P_linalg_program] = 100;
  v.probs.p[GEN_P_memref_program] = 100;
  static const char *const memref_notes[] = {"memref.arg=identity",
                                             "memref.arg=strided",
                                             "memref.out=alloc",
                                             "memref.out=fill",
                                             "memref.out=arg",
                                             "memref.out=window",
                                             "memref.result=none",
                                             "memref.result=identity",
                                             "memref.generic.inplace=yes",
                                             "memref.fill.into=",
                                             "memref.subview.rank_reduced=yes"};
  static const GenOpId memref_ops[] = {
      GEN_OP_MEMREF_SUBVIEW, GEN_OP_MEMREF_COPY,   GEN_OP_MEMREF_LOAD,      GEN_OP_MEMREF_STORE,
      GEN_OP_MEMREF_ALLOC,   GEN_OP_MEMREF_ALLOCA, GEN_OP_LINALG_GENERIC,   GEN_OP_LINALG_MATMUL,
      GEN_OP_LINALG_REDUCE,  GEN_OP_LINALG_MAP,    GEN_OP_LINALG_TRANSPOSE, GEN_OP_LINALG_BROADCAST,
      GEN_OP_LINALG_COPY,    GEN_OP_LINALG_FILL};
  run_memref(&r, &v, 6500000, nv, memref_notes, TVF_ARRAY_LEN(memref_notes), memref_ops,
             TVF_ARRAY_LEN(memref_ops), "memref");
  run_bytes(&r, &v, nv);
  v.probs.p[GEN_P_memref_dealloc] = 100;
  v.probs.p[GEN_P_memref_strided_arg] = 90;
  v.probs.p[GEN_P_memref_inplace] = 80;
  v.probs.p[GEN_P_memref_out_view] = 90;
  v.probs.p[GEN_P_memref_alloca] = 50;
  static const char *const memref_high_notes[] = {"memref.result=strided", "memref.out=window",
                                                  "memref.generic.inplace=yes"};
  static const GenOpId memref_high_ops[] = {GEN_OP_MEMREF_DEALLOC};
  run_memref(&r, &v, 6600000, nv, memref_high_notes, TVF_ARRAY_LEN(memref_high_notes), memref_high_ops,
             TVF_ARRAY_LEN(memref_high_ops), "memref-high");
  v.max_elements = 64, v.max_rank = 6, v.max_dim = 8, v.max_ops = 30, v.max_args = 10;
  run_memref(&r, &v, 6700000, nv, NULL, 0, NULL, 0, "memref-large");
  v.max_elements = 1, v.max_rank = 1, v.max_dim = 1, v.max_args = 0, v.max_ops = 12;
  run_memref(&r, &v, 6800000, nv, NULL, 0, NULL, 0, "memref-tiny");

  /* rewrite-trigger productions at probability 100 */
  static const char *const body_notes[] = {
      "linalg.body.special_rhs=arith.",    "linalg.body.special_rhs=i1.",
      "linalg.body.const_lhs=cast",        "linalg.body.const_lhs=direct",
      "linalg.body.idiom=add-mul-neg1",    "linalg.body.idiom=mul-mul-const",
      "linalg.body.idiom=cancel-",         "linalg.body.idiom=and-of-and",
      "linalg.body.idiom=x-or-not-x",      "linalg.body.idiom=cmpi-of-ext",
      "linalg.body.idiom=trunci-of-ext",   "linalg.body.idiom=extsi-of-extui",
      "linalg.body.idiom=select-not",      "linalg.body.idiom=select-one-zero",
      "linalg.body.idiom=nested-select",   "linalg.body.idiom=index-cast-0",
      "linalg.body.idiom=index-cast-1",    "linalg.body.idiom=index-cast-2",
      "linalg.body.idiom=trunci-of-shrsi", "linalg.body.idiom=mulf-neg-neg",
      "linalg.body.idiom=divf-neg-neg",    "linalg.body.idiom=cmpf-of-",
      "linalg.body.idiom=truncf-of-"};
  run_triggers(&r, &o, 7000000, nv, true, body_notes, TVF_ARRAY_LEN(body_notes), "triggers-linalg");
  static const char *const tosa_notes[] = {"tosa.clamp.noop=yes",    "tosa.slice.single=const",
                                           "tosa.slice.single=live", "tosa.special_splat=-0",
                                           "tosa.special_splat=nan", "tosa.special_splat=+inf",
                                           "tosa.special_splat=one", "tosa.special_splat=zero"};
  run_triggers(&r, &o, 8000000, nv, false, tosa_notes, TVF_ARRAY_LEN(tosa_notes), "triggers-tosa");
  static const char *const novalidate_notes[] = {"tosa.cast.same=yes"};
  v = o;
  v.tosa_validate = false;
  run_triggers(&r, &v, 9000000, nv, false, novalidate_notes, TVF_ARRAY_LEN(novalidate_notes),
               "triggers-no-tosa-validate");

  printf("total: %ld programs, %ld invalid; generation %.1f ms (%.0f programs/s), parse+verify %.1f ms (%.3f "
         "ms each)\n",
         r.programs, r.failures, r.gen_ms, r.programs / (r.gen_ms / 1000.0 + 1e-9), r.parse_ms,
         r.parse_ms / (r.programs ? (double)r.programs : 1.0));
  TVF_CHECK_MSG(r.failures == 0, "%ld of %ld generated programs do not parse/verify", r.failures, r.programs);
  mlirx_session_destroy(r.s);
  return tvf_test_report("gen-valid");
}
