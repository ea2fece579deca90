/*
 * reduce_internal.h: helpers shared by the reducer driver (reduce.c) and its
 * passes (reduce_passes.c, reduce_text.c): literal and tensor-type scanning
 * of printed MLIR, and the pass objects themselves.
 */
#ifndef TVF_TRIAGE_REDUCE_INTERNAL_H
#define TVF_TRIAGE_REDUCE_INTERNAL_H

#include "triage/reduce.h"

/* A numeric literal in printed MLIR. */
typedef enum RedLitKind { RED_LIT_FLOAT, RED_LIT_HEX, RED_LIT_INT, RED_LIT_BOOL } RedLitKind;

typedef struct RedLit {
  size_t start, len; /* byte range in the text */
  RedLitKind kind;
  bool in_dense;   /* inside dense<...> */
  bool is_trivial; /* 0 or 1 (or false/true) */
} RedLit;

/* Literals that the reducer may simplify: every float and hex literal, and
 * integers/booleans inside dense<...> or right after "arith.constant ".
 * Returns the number found; fills up to max entries. */
int red_scan_literals(const char *text, size_t len, RedLit *out, int max);
/* Number of non-trivial literals (the measure's `literals`). */
long red_literal_complexity(const char *text, size_t len);

/* A ranked tensor type "tensor<2x3xf32>" in printed MLIR. */
typedef struct RedTensorType {
  size_t start, len; /* the whole "tensor<...>" */
  size_t dims_start; /* first byte after "tensor<" */
  int rank;
  long dims[8];
  size_t elem_start; /* element type text start ("f32>" ...) */
} RedTensorType;

/* Static ranked tensor types of rank <= 8 (dynamic dims and encodings are
 * skipped). Returns the count found; fills up to max entries. */
int red_scan_tensor_types(const char *text, size_t len, RedTensorType *out, int max);
/* Append "tensor<" dims "x" elem ">" with the given dims. */
void red_print_tensor_type(StrBuf *out, const char *text, const RedTensorType *t, const long *dims, int rank);

/* Passes (reduce_passes.c: MLIR C API edits; reduce_text.c: text edits). */
extern const RedPass red_pass_dce, red_pass_erase_func, red_pass_inline_region, red_pass_bypass,
    red_pass_to_arg, red_pass_to_const, red_pass_unused_args, red_pass_drop_result, red_pass_reroute_result,
    red_pass_merge_const, red_pass_drop_attr, red_pass_shrink_dim, red_pass_shrink_type,
    red_pass_drop_unit_dim, red_pass_splat, red_pass_literal;

/* Parse text, apply `edit` to the parsed clone, DCE, verify and print.
 * RED_STOP when edit returns false (no n-th instance). Used by op passes. */
typedef bool (*RedEditFn)(MlirxModule *m, long n, Diag *d);
RedResult red_apply_edit(const RedInput *in, long n, RedEditFn edit, bool dce, StrBuf *out, Diag *d);

#endif
