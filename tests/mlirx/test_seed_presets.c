/*
 * test_seed_presets.c: every seed through every preset, outcome recorded.
 *
 * usage: test_seed_presets EXPECTED_FILE [--update] SEED...
 * For each (preset, seed) the outcome is "ok" or "<status>@<pass>". The
 * outcomes must equal EXPECTED_FILE (lines "preset seed outcome"); --update
 * rewrites it. A change means MLIR or a seed changed behaviour: look at the
 * diff, then update. Crashes and timeouts are never accepted silently: they
 * are listed like any other outcome, so the expected file documents them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pipeline.h"
#include "support/testhelp.h"

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = STRBUF_INIT;
  char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&b, buf, n);
  fclose(f);
  *len = b.len;
  return sb_take(&b);
}

static int cmp_str(const void *a, const void *b) {
  const char *x = strstr(*(char *const *)a, "seeds/"), *y = strstr(*(char *const *)b, "seeds/");
  return strcmp(x ? x : *(char *const *)a, y ? y : *(char *const *)b);
}

static const char *base(const char *p) {
  const char *s = strstr(p, "seeds/");
  return s ? s : p;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: test_seed_presets EXPECTED [--update] SEED...\n");
    return 64;
  }
  const char *expected_path = argv[1];
  int first = 2;
  bool update = false;
  if (!strcmp(argv[2], "--update")) {
    update = true;
    first = 3;
  }
  /* Outcomes are listed in sorted file order, whatever order the caller
   * (shell glob, CMake glob) passes the files in. */
  qsort(argv + first, (size_t)(argc - first), sizeof(char *), cmp_str);
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK(s != NULL);
  StrBuf actual = STRBUF_INIT;
  long runs = 0, failures = 0;
  for (int p = 0; p < pipe_num_presets(); p++) {
    PipeOptions o;
    pipe_options_default(&o);
    o.snapshots = false;
    PipeRunner *r = pipe_runner_create(s, pipe_preset(p)->name, &o, &d);
    TVF_CHECK_MSG(r != NULL, "%s", d.msg);
    if (!r) continue;
    for (int i = first; i < argc; i++) {
      size_t len;
      char *text = slurp(argv[i], &len);
      TVF_CHECK_MSG(text != NULL, "cannot read %s", argv[i]);
      if (!text) continue;
      PipeResult res;
      TVF_CHECK_EQ_INT(pipe_runner_run(r, text, len, argv[i], &res, &d), TVF_OK);
      TVF_CHECK_MSG(res.parse_status == TVF_OK, "%s does not parse: %s", argv[i], res.parse_error);
      runs++;
      if (res.worst == STEP_OK) {
        sb_printf(&actual, "%s %s ok\n", pipe_preset(p)->name, base(argv[i]));
      } else {
        failures++;
        sb_printf(&actual, "%s %s %s@%s\n", pipe_preset(p)->name, base(argv[i]), step_status_name(res.worst),
                  res.failed_step >= 0 ? pipe_runner_step(r, res.failed_step)->name : "parse");
      }
      pipe_result_free(&res);
      free(text);
    }
    pipe_runner_destroy(r);
  }
  printf("%ld preset runs, %ld did not complete\n", runs, failures);
  if (update) {
    FILE *f = fopen(expected_path, "w");
    TVF_CHECK(f != NULL);
    if (f) {
      fputs(sb_cstr(&actual), f);
      fclose(f);
    }
  } else {
    size_t n;
    char *exp = slurp(expected_path, &n);
    TVF_CHECK_MSG(exp != NULL, "missing %s (run with --update)", expected_path);
    if (exp && strcmp(exp, sb_cstr(&actual)) != 0) {
      TVF_CHECK_MSG(0, "outcomes differ from %s; actual outcomes:\n%s", expected_path, sb_cstr(&actual));
    } else if (exp) {
      TVF_CHECK(1);
    }
    free(exp);
  }
  sb_free(&actual);
  mlirx_session_destroy(s);
  return tvf_test_report("seed-presets");
}
