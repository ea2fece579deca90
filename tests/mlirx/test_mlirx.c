/*
 * test_mlirx.c: the MLIR session and the pass-by-pass pipeline runner.
 *
 * Parse errors come back as one line with file:line:col and no abort; a pass
 * that fails to legalize is a recorded pass-failure, not a fatal error; a pass
 * that crashes (SIGSEGV) or hangs inside the fork server is isolated and
 * recorded, and the runner keeps serving programs afterwards; steps come from
 * MLIR's own expansion of registered pipelines; pair files round-trip.
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <mlir-c/Pass.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline_internal.h"
#include "mlirx/pipeline_split.h"
#include "mlirx/session.h"
#include "support/testhelp.h"

static const char *ADD =
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
    "  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %1 = tosa.exp %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  return %1 : tensor<2x3xf32>\n"
    "}\n";

static const char *CUSTOM =
    "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  %0 = tosa.custom %a {domain_name = \"d\", operator_name = \"op\", implementation_attrs = \"\"} : "
    "(tensor<2xf32>) -> tensor<2xf32>\n"
    "  return %0 : tensor<2xf32>\n"
    "}\n";

static void test_parse_errors(MlirxSession *s) {
  Diag d;
  diag_init(&d);
  const char *bad = "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = tosa.nope %a\n}\n";
  MlirxModule *m = mlirx_parse(s, bad, strlen(bad), "bad.mlir", &d);
  TVF_CHECK(m == NULL);
  TVF_CHECK_EQ_INT(d.status, TVF_EINPUT);
  TVF_CHECK_CONTAINS(d.msg, "bad.mlir:2:");
  TVF_CHECK(strchr(d.msg, '\n') == NULL);

  /* Verifier error (type mismatch) also has a position. */
  const char *inv = "func.func @f(%a: tensor<2xf32>) -> tensor<3xf32> {\n  return %a : tensor<2xf32>\n}\n";
  m = mlirx_parse(s, inv, strlen(inv), "inv.mlir", &d);
  TVF_CHECK(m == NULL);
  TVF_CHECK_CONTAINS(d.msg, "inv.mlir:2:");

  /* Garbage bytes. */
  const char junk[] = "\x01\x02\xff{{{";
  m = mlirx_parse(s, junk, sizeof junk - 1, "junk", &d);
  TVF_CHECK(m == NULL);
  TVF_CHECK_CONTAINS(d.msg, "junk:1:");

  /* Missing file. */
  m = mlirx_parse_file(s, "/nonexistent/x.mlir", &d);
  TVF_CHECK(m == NULL);
  TVF_CHECK_EQ_INT(d.status, TVF_EIO);

  /* A good module: print, clone, function lookup, op count. */
  m = mlirx_parse(s, ADD, strlen(ADD), "add.mlir", &d);
  TVF_CHECK(m != NULL);
  if (!m) return;
  MlirxModule *c = mlirx_module_clone(m);
  TVF_CHECK(c && mlirx_module_equal(m, c));
  TVF_CHECK(mlirx_module_has_func(m, "main"));
  TVF_CHECK(!mlirx_module_has_func(m, "other"));
  TVF_CHECK_EQ_INT(mlirx_module_count_ops(m), 4);
  StrBuf out = STRBUF_INIT;
  mlirx_module_print(m, false, &out);
  TVF_CHECK_CONTAINS(sb_cstr(&out), "tosa.exp");
  sb_free(&out);
  mlirx_module_destroy(c);
  mlirx_module_destroy(m);
}

static void test_split(void) {
  PipeStep *st;
  int n = pipe_split("builtin.module(func.func(a{x=1, y={2,3}},b),c{s=\"p(q)\"},any(d),func.func(e))", &st);
  TVF_CHECK_EQ_INT(n, 5);
  if (n == 5) {
    TVF_CHECK_STREQ(st[0].name, "a");
    TVF_CHECK_STREQ(st[0].element, "func.func(a{x=1, y={2,3}})");
    TVF_CHECK_STREQ(st[1].element, "func.func(b)");
    TVF_CHECK_STREQ(st[2].anchor, "");
    TVF_CHECK_STREQ(st[2].element, "c{s=\"p(q)\"}");
    TVF_CHECK_STREQ(st[3].element, "d");
    TVF_CHECK_STREQ(st[4].element, "func.func(e)");
  }
  pipe_steps_free(st, n > 0 ? n : 0);
  TVF_CHECK_EQ_INT(pipe_split("builtin.module(a(", &st), -1);
}

static void test_lowering(MlirxSession *s, PipeIsolation iso) {
  Diag d;
  diag_init(&d);
  PipeOptions o;
  pipe_options_default(&o);
  o.isolation = iso;
  PipeRunner *r = pipe_runner_create(s, "tosa-lowering", &o, &d);
  TVF_CHECK_MSG(r != NULL, "%s", d.msg);
  if (!r) return;
  /* tosa-to-linalg-pipeline is expanded into its passes. */
  TVF_CHECK(pipe_runner_num_steps(r) > 8);
  bool saw_named = false, saw_validate = false;
  for (int i = 0; i < pipe_runner_num_steps(r); i++) {
    if (!strcmp(pipe_runner_step(r, i)->name, "tosa-to-linalg-named")) saw_named = true;
    if (!strcmp(pipe_runner_step(r, i)->name, "tosa-validate")) saw_validate = true;
  }
  TVF_CHECK(saw_named && saw_validate);

  PipeResult res;
  TVF_CHECK_EQ_INT(pipe_runner_run(r, ADD, strlen(ADD), "add.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.parse_status, TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_OK);
  int changed = 0;
  for (int i = 0; i < res.nsteps; i++) {
    TVF_CHECK_EQ_INT(res.steps[i].status, STEP_OK);
    if (res.steps[i].changed) {
      changed++;
      TVF_CHECK(res.steps[i].before && res.steps[i].after);
    }
  }
  TVF_CHECK(changed >= 1);
  TVF_CHECK(res.final_ir && strstr(res.final_ir, "linalg.generic") && !strstr(res.final_ir, "tosa.add"));
  pipe_result_free(&res);

  /* A pass that fails to legalize is recorded, and the runner goes on. */
  TVF_CHECK_EQ_INT(pipe_runner_run(r, CUSTOM, strlen(CUSTOM), "custom.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_PASS_FAILURE);
  TVF_CHECK(res.failed_step >= 0);
  if (res.failed_step >= 0) {
    TVF_CHECK_CONTAINS(res.steps[res.failed_step].diag, "custom.mlir:2:");
    TVF_CHECK_CONTAINS(res.steps[res.failed_step].diag, "tosa.custom");
  }
  pipe_result_free(&res);

  /* A parse error is not a finding: parse_status says so. */
  TVF_CHECK_EQ_INT(pipe_runner_run(r, "garbage", 7, "g.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.parse_status, TVF_EINPUT);
  TVF_CHECK_CONTAINS(res.parse_error, "g.mlir:1:");
  pipe_result_free(&res);

  /* Still serving. */
  TVF_CHECK_EQ_INT(pipe_runner_run(r, ADD, strlen(ADD), "add.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_OK);
  pipe_result_free(&res);
  pipe_runner_destroy(r);

  /* A bad pipeline is an input error with MLIR's reason. */
  r = pipe_runner_create(s, "builtin.module(no-such-pass)", &o, &d);
  TVF_CHECK(r == NULL);
  TVF_CHECK_CONTAINS(d.msg, "no-such-pass");
}

/* ---- external test passes: one crashes, one hangs ---- */
static MlirLogicalResult ext_initialize(MlirContext ctx, void *u) {
  (void)ctx;
  (void)u;
  return mlirLogicalResultSuccess();
}
static void ext_construct(void *u) { (void)u; }
static void ext_destruct(void *u) { (void)u; }
static void *ext_clone(void *u) { return u; }
static void crash_run(MlirOperation op, MlirExternalPass p, void *u) {
  (void)op;
  (void)p;
  (void)u;
  fprintf(stderr, "test-crash-pass: about to crash\n");
  raise(SIGSEGV);
}
static void hang_run(MlirOperation op, MlirExternalPass p, void *u) {
  (void)op;
  (void)p;
  (void)u;
  for (;;) pause();
}

static MlirTypeIDAllocator alloc;

static MlirPass make_pass(void (*run)(MlirOperation, MlirExternalPass, void *), const char *name) {
  MlirExternalPassCallbacks cb = {ext_construct, ext_destruct, ext_initialize, ext_clone, run};
  MlirTypeID id = mlirTypeIDAllocatorAllocateTypeID(alloc);
  return mlirCreateExternalPass(id, mlirStringRefCreateFromCString(name), mlirStringRefCreateFromCString(name),
                                mlirStringRefCreateFromCString("test pass"),
                                mlirStringRefCreateFromCString("func.func"), 0, NULL, cb, NULL);
}
static MlirPass make_crash(void *u) {
  (void)u;
  return make_pass(crash_run, "test-crash");
}
static MlirPass make_hang(void *u) {
  (void)u;
  return make_pass(hang_run, "test-hang");
}

static void test_isolation(MlirxSession *s) {
  Diag d;
  diag_init(&d);
  PipeOptions o;
  pipe_options_default(&o);
  o.wall_ms = 1500;
  PipeRunner *r = pipe_runner_create(s, "builtin.module(func.func(canonicalize))", &o, &d);
  TVF_CHECK(r != NULL);
  if (!r) return;
  TVF_CHECK_EQ_INT(pipe_runner_insert_external(r, 1, "test-crash", "func.func", make_crash, NULL, &d), TVF_OK);
  PipeResult res;
  TVF_CHECK_EQ_INT(pipe_runner_run(r, ADD, strlen(ADD), "add.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_CRASH);
  TVF_CHECK_EQ_INT(res.failed_step, 1);
  TVF_CHECK_EQ_INT(res.steps[0].status, STEP_OK);
  TVF_CHECK_EQ_INT(res.steps[1].status, STEP_CRASH);
  TVF_CHECK_EQ_INT(res.steps[1].signal, SIGSEGV);
  TVF_CHECK_CONTAINS(res.steps[1].diag, "about to crash");
  pipe_result_free(&res);
  /* The server restarts and crashes again on the next program: still a record. */
  TVF_CHECK_EQ_INT(pipe_runner_run(r, ADD, strlen(ADD), "add2.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_CRASH);
  pipe_result_free(&res);
  pipe_runner_destroy(r);

  r = pipe_runner_create(s, "builtin.module(func.func(canonicalize))", &o, &d);
  TVF_CHECK_EQ_INT(pipe_runner_insert_external(r, 1, "test-hang", "func.func", make_hang, NULL, &d), TVF_OK);
  TVF_CHECK_EQ_INT(pipe_runner_run(r, ADD, strlen(ADD), "add.mlir", &res, &d), TVF_OK);
  TVF_CHECK_EQ_INT(res.worst, STEP_TIMEOUT);
  TVF_CHECK_EQ_INT(res.failed_step, 1);
  TVF_CHECK_CONTAINS(res.steps[1].diag, "1500 ms");
  pipe_result_free(&res);
  pipe_runner_destroy(r);
}

static void test_pair(MlirxSession *s) {
  Diag d;
  diag_init(&d);
  PipeOptions o;
  pipe_options_default(&o);
  o.isolation = PIPE_ISOLATE_NONE;
  PipeRunner *r = pipe_runner_create(s, "builtin.module(func.func(tosa-to-linalg))", &o, &d);
  PipeResult res;
  pipe_runner_run(r, ADD, strlen(ADD), "add.mlir", &res, &d);
  TVF_CHECK(res.steps[0].changed);
  StrBuf pair = STRBUF_INIT;
  PairHeader h = {"func.func(tosa-to-linalg)", "builtin.module(func.func(tosa-to-linalg))", 0, "add.mlir"};
  TVF_CHECK_EQ_INT(mlirx_make_pair(s, res.steps[0].before, res.steps[0].after, &h, &pair, &d), TVF_OK);
  TVF_CHECK_CONTAINS(sb_cstr(&pair), "// PASS: func.func(tosa-to-linalg)");
  TVF_CHECK_CONTAINS(sb_cstr(&pair), "module @src");
  TVF_CHECK_CONTAINS(sb_cstr(&pair), "module @tgt");
  MlirxModule *m = mlirx_parse(s, sb_cstr(&pair), pair.len, "pair.mlir", &d);
  TVF_CHECK_MSG(m != NULL, "%s", d.msg);
  if (m) TVF_CHECK(mlirx_is_pair_module(m));
  mlirx_module_destroy(m);
  StrBuf v = STRBUF_INIT;
  TVF_CHECK(mlirx_header_value(sb_cstr(&pair), "INDEX", &v));
  TVF_CHECK_STREQ(sb_cstr(&v), "0");
  sb_free(&v);
  sb_free(&pair);
  pipe_result_free(&res);
  pipe_runner_destroy(r);
}

int main(void) {
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK(s != NULL);
  if (!s) return tvf_test_report("mlirx");
  alloc = mlirTypeIDAllocatorCreate();
  test_parse_errors(s);
  test_split();
  test_lowering(s, PIPE_ISOLATE_NONE);
  test_lowering(s, PIPE_ISOLATE_SERVER);
  test_lowering(s, PIPE_ISOLATE_FORK);
  test_isolation(s);
  test_pair(s);
  mlirTypeIDAllocatorDestroy(alloc);
  mlirx_session_destroy(s);
  return tvf_test_report("mlirx");
}
