/*
 * sigfacts.h: structured facts of a wrong-code finding, for signatures.
 *
 * path ops: import a pair (either layout of docs/FORMATS.md) into the encoder
 * IR, walk back from the mismatching result of the function through def
 * chains (operands, and every op of the regions of ops on the path, e.g. the
 * body of a linalg.generic), and list the op kinds met, sorted and unique,
 * plus the delta between src and tgt (see sigfacts_paths).
 * Structural ops (constants, tensor.empty, terminators) are left out: they
 * say nothing about the bug and come and go with reduction.
 *
 * FP fact: is the miscompile visible on finite inputs? The pair is rewritten
 * so that every floating-point tensor argument first goes through
 * tosa.clamp{min=-fMAX, max=+fMAX, nan_mode=IGNORE} (which maps NaN to -fMAX
 * and +-Inf to +-fMAX, so its range is exactly the finite values) in both src
 * and tgt, and validated again: still wrong code (miscompile, or an
 * unconfirmed counterexample when an uninterpreted op like exp is on the
 * path) -> "finite", correct -> "special" (the bug needs NaN or Inf), timeout
 * or unsupported -> "" (unknown). The fact is a property of the bug, not of the counterexample the
 * solver happened to pick, so it is stable across duplicates.
 */
#ifndef TVF_TRIAGE_SIGFACTS_H
#define TVF_TRIAGE_SIGFACTS_H

#include "mlirx/pair_validate.h"
#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

/* Function name and result index of a validator detail line
 * ("@main: value stage: output 0 element [1, 2]: ..."). False if absent. */
bool sigfacts_parse_detail(const char *detail, char *func, size_t funclen, int *out_index);

/* Op kinds on the path to result `out_index` (-1: all results) of function
 * `func` (NULL: the first public function; for function-pair files @src and
 * @tgt are used) in src and tgt of the pair. Appends "a,b,c" to each buffer,
 * and to delta_ops (may be NULL) the kinds whose number of occurrences on the
 * path differs: "-k" for more in src, "+k" for more in tgt, or "=<src kinds>"
 * when none differs (an operand swap, a wrong map). The delta is what the
 * final signature hashes: it does not depend on the ops around the bug (the
 * planted addf -> mulf gives "-arith.addf,+arith.mulf" whether the addf came
 * from tosa.add or from a tosa.sigmoid), while for a lowering pass it is the
 * whole path. TVF_EINPUT / TVF_EUNSUPPORTED with d set when the pair does not
 * import. */
TvfStatus sigfacts_paths(MlirxSession *s, const char *pair, size_t len, const char *func, int out_index,
                         StrBuf *src_ops, StrBuf *tgt_ops, StrBuf *delta_ops, Diag *d);

/* Element class of result `out_index` of the compared function ("float",
 * "int", "bool"; "" when unknown): whether the bug is in float or in integer
 * semantics is part of its root cause (the tosa.mul folder's x * 0 rule on
 * floats and its widening product on i8 are two bugs). Indices past the
 * results are the argument buffers; -1 is the first result. */
const char *sigfacts_result_class(MlirxSession *s, const char *pair, size_t len, const char *func,
                                  int out_index);

/* Rewrite a pair so that float tensor arguments of every function are
 * clamped to finite values in both halves (see above). TVF_EINPUT if the pair
 * does not parse. */
TvfStatus sigfacts_finite_pair(MlirxSession *s, const char *pair, size_t len, StrBuf *out, Diag *d);

/* "finite", "special" or "" (see above) using validator v on the pair. */
const char *sigfacts_fp_fact(MlirxSession *s, Validator *v, const char *pair, size_t len);

/* The op kinds of a whole program (every function, nested regions included;
 * structural ops left out as above), sorted and unique, appended as "a,b,c":
 * the op facts of an execution finding, whose compiled code has no path to
 * walk. TVF_EINPUT with d set when the text does not parse. */
TvfStatus sigfacts_program_ops(MlirxSession *s, const char *text, size_t len, StrBuf *out, Diag *d);

/* Shape triggers of a failure: what in the IR before the pass, rather than
 * the diagnostic the pass printed, says which bug it is. A lowering that
 * ignores a TOSA op's declared result type when it is more static than what
 * the operands give (docs/BUGS.md #14) fails with another message on every
 * op it serves; a folder that returns a value of the operands' static type
 * where the op declares a dynamic size (#15) fails one way per op. Probed
 * with the shape resolver (encoder/ir/ir_shape.h):
 *   - ROOTCAUSE_MORE_STATIC (triage/rootcause.h): a TOSA op, alone with
 *     arguments of its operands' declared types (constants kept), declares a
 *     static result size its shape rule contradicts with every '?' at 1031
 *     (a size no program states), else at 1, 2 or 3 (where a '?' that
 *     broadcasts against a static size is in the op's domain);
 *   - ROOTCAUSE_LESS_STATIC: the whole function with its arguments' '?' at
 *     1031 and at 1033 resolves a TOSA op result's '?' to one size both
 *     times.
 * The op that declares it goes into op[n] ("" when none). Returns "" when
 * neither holds or the text does not import. */
const char *sigfacts_shape_trigger(MlirxSession *s, const char *text, size_t len, char *op, size_t n);

/* Is every kind in `sub` (comma list) also in `super`? */
bool sigfacts_subset(const char *sub, const char *super);

#endif
