/*
 * test_reduce_golden.c: reducer golden tests (label "reduce").
 *
 * One run per tests/reduce/ *.mlir file. The file is an ordinary program with
 * header lines saying what to reduce:
 *   // REDUCE-PIPELINE: <preset or pipeline>        (required)
 *   // REDUCE-PLANT: <planted pass appended>        (optional)
 *   // REDUCE-PASS: <blamed step>                   (optional)
 *   // REDUCE-KIND: <kind>                          (optional)
 *   // REDUCE-MAX-OPS: <n>                          (default 3: ops besides constants and return)
 *   // REDUCE-SRC-OPS: <a,b>                        (optional: exact src path ops after reduction)
 *   // REDUCE-DELTA: <-a,+b>                        (optional: exact path delta, the final signature's op
 * fact)
 *   // REDUCE-VALID: yes                            (optional: the reduced program is valid for its
 *                                                    dialects, interest_program_invalid) Checks: the
 * reduction succeeds, the reduced program parses and verifies, has at most MAX-OPS ops, shows the same
 * finding (kind, pass, stage / diagnostic: the same provisional signature) and, when given, the expected path
 * ops. Prints one "GOLDEN" line with the sizes before and after. argv: FILE [OUTDIR]
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pair.h"
#include "support/testhelp.h"
#include "triage/interest.h"
#include "triage/job.h"
#include "triage/plant.h"

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = STRBUF_INIT;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  fclose(f);
  return sb_take(&b);
}

static const char *g_plant;
static void setup(PipeRunner *r, void *user) {
  (void)user;
  Diag d;
  diag_init(&d);
  if (plant_insert(r, g_plant, -1, &d) != TVF_OK) fprintf(stderr, "%s\n", d.msg);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: test_reduce_golden FILE [OUTDIR]\n");
    return 2;
  }
  const char *file = argv[1];
  char *text = slurp(file);
  TVF_CHECK(text != NULL);
  if (!text) return tvf_test_report(file);
  StrBuf pipe = STRBUF_INIT, plant = STRBUF_INIT, pass = STRBUF_INIT, kind = STRBUF_INIT,
         maxops = STRBUF_INIT, srcops = STRBUF_INIT, delta = STRBUF_INIT;
  TVF_CHECK(mlirx_header_value(text, "REDUCE-PIPELINE", &pipe));
  bool has_plant = mlirx_header_value(text, "REDUCE-PLANT", &plant);
  bool has_pass = mlirx_header_value(text, "REDUCE-PASS", &pass);
  bool has_kind = mlirx_header_value(text, "REDUCE-KIND", &kind);
  long max_ops = mlirx_header_value(text, "REDUCE-MAX-OPS", &maxops) ? atol(sb_cstr(&maxops)) : 3;
  bool has_srcops = mlirx_header_value(text, "REDUCE-SRC-OPS", &srcops);
  bool has_delta = mlirx_header_value(text, "REDUCE-DELTA", &delta);
  StrBuf valid = STRBUF_INIT;
  bool want_valid = mlirx_header_value(text, "REDUCE-VALID", &valid);
  sb_free(&valid);
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK(s != NULL);
  ReduceJob j;
  reduce_job_init(&j);
  j.text = text;
  j.len = strlen(text);
  j.ic.pipeline = sb_cstr(&pipe);
  j.ic.pass = has_pass ? sb_cstr(&pass) : NULL;
  j.ic.kind = has_kind ? sb_cstr(&kind) : NULL;
  j.ro.max_tests = 1500;
  j.ro.max_seconds = 900;
  j.ro.verbose = getenv("TVF_REDUCE_VERBOSE") ? 1 : 0;
  if (has_plant) {
    g_plant = sb_cstr(&plant);
    j.ic.setup_runner = setup;
  }
  TvfStatus st = reduce_job_run(s, &j, &d);
  TVF_CHECK_MSG(st == TVF_OK, "%s", d.msg);
  if (st == TVF_OK) {
    /* Same finding: same provisional signature (kind, pass, stage or diagnostic), except that an
     * inconclusive original may become a confirmed miscompile. */
    char sig_red[17];
    outcome_signature(&j.reduced, job_policy_name(&j.ic.vopt), NULL, false, sig_red);
    bool upgraded = !strcmp(j.original.kind, "inconclusive") && !strcmp(j.reduced.kind, "miscompile");
    if (!upgraded) TVF_CHECK_STREQ(sig_red, j.provisional_sig);
    TVF_CHECK_STREQ(j.reduced.pass, j.original.pass);
    MlirxModule *m = mlirx_parse(s, sb_cstr(&j.reduced_text), j.reduced_text.len, "reduced", &d);
    TVF_CHECK_MSG(m != NULL, "reduced program does not verify: %s", d.msg);
    mlirx_module_destroy(m);
    TVF_CHECK_MSG(j.stats.after.ops <= max_ops, "%ld ops left (max %ld)", j.stats.after.ops, max_ops);
    TVF_CHECK_EQ_INT(j.stats.pass_bugs, 0);
    if (has_srcops) TVF_CHECK_STREQ(j.reduced.src_ops ? j.reduced.src_ops : "", sb_cstr(&srcops));
    if (has_delta) TVF_CHECK_STREQ(j.reduced.delta_ops ? j.reduced.delta_ops : "", sb_cstr(&delta));
    if (want_valid) {
      char why[512] = "";
      TVF_CHECK_MSG(
          !interest_program_invalid(s, sb_cstr(&j.reduced_text), j.reduced_text.len, why, sizeof why),
          "the reduced program is not valid: %s", why);
    }
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    printf("GOLDEN %s: %s at %s: ops %ld -> %ld, consts %ld -> %ld, elements %ld -> %ld, bytes %ld -> %ld, "
           "%ld tests, %.1f s, signature %s -> %s (src ops: %s; delta: %s)\n",
           base, j.reduced.kind, j.reduced.pass, j.stats.before.ops, j.stats.after.ops, j.stats.before.consts,
           j.stats.after.consts, j.stats.before.elems, j.stats.after.elems, j.stats.before.bytes,
           j.stats.after.bytes, j.stats.tests, j.stats.seconds, j.provisional_sig, j.final_sig,
           j.reduced.src_ops ? j.reduced.src_ops : "-", j.reduced.delta_ops ? j.reduced.delta_ops : "-");
    if (argc > 2) {
      char out[4096];
      snprintf(out, sizeof out, "%s/%s.reduced", argv[2], base);
      FILE *f = fopen(out, "wb");
      if (f) {
        fprintf(f, "// %s at %s, final signature %s\n%s", j.reduced.kind, j.reduced.pass, j.final_sig,
                sb_cstr(&j.reduced_text));
        fclose(f);
      }
    }
  }
  reduce_job_free(&j);
  mlirx_session_destroy(s);
  sb_free(&pipe);
  sb_free(&plant);
  sb_free(&pass);
  sb_free(&kind);
  sb_free(&maxops);
  sb_free(&srcops);
  sb_free(&delta);
  free(text);
  return tvf_test_report(file);
}
