/*
 * bench_eval.c: throughput of the reference interpreter (encoder/eval/).
 *
 * usage: bench_eval [SECONDS]   (default 1 second per workload)
 * Builds a few representative functions by hand (tests/encoder/irbuild.h),
 * evaluates each repeatedly for about SECONDS on fixed random inputs, and
 * prints evaluations/s and element operations/s (one element operation =
 * one scalar op of a body or one output element of a TOSA op, per the
 * interpreter's own work counter estimate: here, output elements times
 * reduction length).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "tests/encoder/irbuild.h"

static Arena arena;

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* linalg.generic: out = exp(a) * b + a over N f32 elements */
static IrFunc *generic_fn(int64_t n) {
  IrB b = {&arena, 0};
  IrType *t = ib_tensor(&b, IR_F32, 1, n);
  IrType *args[2] = {t, t};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *init = ib_op1(&b, body, IR_OP_TENSOR_EMPTY, t, 0);
  IrValue *ops[3] = {body->args[0], body->args[1], init};
  IrOp *g = ib_op(&b, body, IR_OP_LINALG_GENERIC, 1, &t, 3, ops);
  int id[1] = {0};
  IrAttr *maps[3] = {ib_map(&b, 1, 1, id), ib_map(&b, 1, 1, id), ib_map(&b, 1, 1, id)};
  ib_attr_array(&b, g, "indexing_maps", 3, maps);
  ib_iterators(&b, g, "p");
  IrType *s = ib_scalar(&b, IR_F32);
  IrType *bargs[3] = {s, s, s};
  IrBlock *gb = ib_region(&b, g, 3, bargs);
  IrValue *e = ib_op1(&b, gb, IR_OP_MATH_EXP, s, 1, gb->args[0]);
  IrValue *m = ib_op1(&b, gb, IR_OP_ARITH_MULF, s, 2, e, gb->args[1]);
  IrValue *r = ib_op1(&b, gb, IR_OP_ARITH_ADDF, s, 2, m, gb->args[0]);
  ib_op(&b, gb, IR_OP_LINALG_YIELD, 0, NULL, 1, &r);
  IrValue *res = g->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &res);
  return ib_func(&b, "generic", body, 1, &t);
}

/* tosa.add with broadcasting over [N/16, 16] + [1, 16], f16 */
static IrFunc *tosa_add_fn(int64_t n) {
  IrB b = {&arena, 0};
  IrType *ta = ib_tensor(&b, IR_F16, 2, n / 16, (int64_t)16),
         *tb = ib_tensor(&b, IR_F16, 2, (int64_t)1, (int64_t)16);
  IrType *args[2] = {ta, tb};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *r = ib_op1(&b, body, IR_OP_TOSA_ADD, ta, 2, body->args[0], body->args[1]);
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "tosa_add", body, 1, &ta);
}

/* tosa.matmul [1, M, K] x [1, K, M], f32 */
static IrFunc *matmul_fn(int64_t m, int64_t k) {
  IrB b = {&arena, 0};
  IrType *ta = ib_tensor(&b, IR_F32, 3, (int64_t)1, m, k), *tb = ib_tensor(&b, IR_F32, 3, (int64_t)1, k, m);
  IrType *tr = ib_tensor(&b, IR_F32, 3, (int64_t)1, m, m);
  IrType *args[2] = {ta, tb};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *r = ib_op1(&b, body, IR_OP_TOSA_MATMUL, tr, 2, body->args[0], body->args[1]);
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "matmul", body, 1, &tr);
}

/* arith on scalars: a small chain of 8 ops (the typical verdict-test body) */
static IrFunc *scalar_chain_fn(void) {
  IrB b = {&arena, 0};
  IrType *s = ib_scalar(&b, IR_F32);
  IrType *args[2] = {s, s};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *x = body->args[0], *y = body->args[1];
  for (int i = 0; i < 4; i++) {
    x = ib_op1(&b, body, IR_OP_ARITH_ADDF, s, 2, x, y);
    y = ib_op1(&b, body, IR_OP_ARITH_MULF, s, 2, x, y);
  }
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &y);
  return ib_func(&b, "scalar_chain", body, 1, &s);
}

static double now_s(void) { return (double)tvf_now_ns() * 1e-9; }

static void bench(const char *name, IrFunc *f, double elem_ops, double secs) {
  int nargs = f->body->nargs;
  EvalTensor *args[8];
  for (int i = 0; i < nargs; i++) {
    args[i] = eval_tensor_for_type(&arena, f->body->args[i]->type, NULL);
    for (int64_t k = 0; k < args[i]->n; k++)
      args[i]->bits[k] = eval_canonical(args[i]->elem, rnd() & 0x3fff3fff3fff3fffull); /* moderate values */
  }
  Arena work;
  arena_init(&work, 0);
  long n = 0;
  double t0 = now_s(), t;
  do {
    ArenaMark m = arena_mark(&work);
    EvalResult r;
    Diag d;
    diag_init(&d);
    if (eval_func(f, args, &work, &r, &d) != TVF_OK) {
      printf("%-34s failed: %s\n", name, d.msg);
      arena_destroy(&work);
      return;
    }
    arena_reset_to(&work, m);
    n++;
    t = now_s() - t0;
  } while (t < secs);
  printf("%-34s %10.0f evals/s  %8.1f M element-ops/s  (%.3f ms per eval)\n", name, (double)n / t,
         (double)n * elem_ops / t / 1e6, t * 1e3 / (double)n);
  arena_destroy(&work);
}

int main(int argc, char **argv) {
  double secs = argc > 1 ? atof(argv[1]) : 1.0;
  if (secs <= 0) secs = 1.0;
  arena_init(&arena, 0);
  bench("arith scalar chain (8 ops)", scalar_chain_fn(), 8, secs);
  bench("tosa.add f16 [256,16]+[1,16]", tosa_add_fn(4096), 4096, secs);
  bench("linalg.generic exp*b+a f32 [4096]", generic_fn(4096), 3 * 4096, secs);
  bench("tosa.matmul f32 32x32x32", matmul_fn(32, 32), 32.0 * 32 * 32, secs);
  arena_destroy(&arena);
  return 0;
}
