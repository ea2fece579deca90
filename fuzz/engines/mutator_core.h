/*
 * mutator_core.h: the custom mutator shared by libFuzzer and AFL++ (STYLE-ANCHORS C13: written once,
 * wrapped twice by fz_libfuzzer_mutator.c and fz_afl_mutator.c).
 *
 * Two input kinds, one per fuzz target:
 *   TVF_MUT_BYTES  fz_target_gen's input: a generator decision stream (gen/chooser.h, BYTES backend:
 *                  one byte per decision over <= 256 choices, read front to back, defaults when the
 *                  bytes run out). Mutations keep small changes small: flip/increment/replace one
 *                  byte (one decision changes), insert/delete/duplicate/overwrite a short chunk
 *                  (decisions shift), truncate/extend the tail (program ends earlier/later).
 *   TVF_MUT_MLIR   fz_target_mlir's input: MLIR text. Mutations are structural (parse-or-dummy,
 *                  AFL++ docs/structure-aware-fuzzing.md): the text is split into lines and tokens,
 *                  and one edit is applied that usually keeps the program valid: replace an op name by
 *                  another of its family (tosa.add -> tosa.sub/maximum/...), replace a float literal by
 *                  an interesting one of the right width (+-0, +-inf, NaN, max, subnormal), tweak an
 *                  integer (axis, perms, shapes), swap the operands of a binary op (and their types),
 *                  duplicate a one-line op (fresh result name, optionally rewiring one later use). If
 *                  no op line is found the output is a small valid dummy program.
 *
 * Pure C, no MLIR, no globals: thread-safe, and deterministic: the same (input, max_size, seed)
 * always gives the same output. The output never exceeds max_size; the functions never crash on any
 * input (including empty and binary garbage). Scratch memory is malloc'ed and freed per call; when
 * malloc fails the input is returned unchanged.
 */
#ifndef TVF_FUZZ_MUTATOR_CORE_H
#define TVF_FUZZ_MUTATOR_CORE_H

#include <stddef.h>
#include <stdint.h>

typedef enum TvfMutKind {
  TVF_MUT_BYTES = 0, /* generator byte stream (fz_target_gen) */
  TVF_MUT_MLIR = 1   /* MLIR text (fz_target_mlir) */
} TvfMutKind;

/* Stable names "bytes" / "mlir"; tvf_mut_kind_from_name returns -1 for anything else. */
const char *tvf_mut_kind_name(TvfMutKind k);
int tvf_mut_kind_from_name(const char *s);
/* Guess the kind of an input: MLIR when it looks like MLIR text (printable and contains
 * "func.func" or "tosa." or "linalg."), else bytes. Cannot fail. */
TvfMutKind tvf_mut_guess_kind(const uint8_t *data, size_t size);

/* Mutate data[0..size) in place; data has room for max_size bytes. Returns the new size, which is
 * <= max_size (0 only when max_size is 0). If size > max_size the input is first truncated to
 * max_size. *desc (optional) receives a static name of the mutation applied ("byte-flip",
 * "op-swap", ...). Deterministic per (data, size, max_size, seed). Never fails: when no structural
 * edit applies or memory is short, a small byte-level edit is made instead. */
size_t tvf_mutate(TvfMutKind kind, uint8_t *data, size_t size, size_t max_size, uint32_t seed,
                  const char **desc);

/* Combine a and b into out (room for max_out bytes); returns the size written (<= max_out).
 * BYTES: splice (prefix of a + suffix of b) or insert a chunk of b into a. MLIR: transplant the op
 * name and attributes of an op line of b onto an op line of a with the same type signature; when
 * none matches, a is mutated instead. Deterministic per (a, b, max_out, seed). Never fails. */
size_t tvf_crossover(TvfMutKind kind, const uint8_t *a, size_t na, const uint8_t *b, size_t nb, uint8_t *out,
                     size_t max_out, uint32_t seed, const char **desc);

/* The op-name families used by op swapping, for tests and the dictionary: the family index of
 * `name` (len bytes), or -1 when it belongs to none. */
int tvf_mut_op_family(const char *name, size_t len);

#endif
