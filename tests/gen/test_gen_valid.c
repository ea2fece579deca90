/*
 * test_gen_valid.c: every generated program parses and verifies under MLIR 22.
 *
 * Generates programs from consecutive seeds and from pseudo-random byte strings (empty, short,
 * long, all-0x00 and all-0xff included), plus smaller batches under non-default options (verifier
 * -only types, large limits, tiny limits, restricted op lists, linalg-only), and parses each one
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
                                       "gather,cast,abs,negate,add,sub,mul",
                                       &d),
                   TVF_OK);
  run_seeds(&r, &v, 5000000, nv, "int-only");
  v = o;
  v.probs.p[GEN_P_linalg_program] = 100;
  run_seeds(&r, &v, 6000000, nv, "linalg-only");
  run_bytes(&r, &v, nv);

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
