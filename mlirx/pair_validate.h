/*
 * pair_validate.h: glue from MLIR text to verdicts: parse a pair (file or text),
 * import both sides, run the translation validator on every function pair,
 * and summarise the worst verdict. Used by `tvfuzz opt`, `tvfuzz check` and
 * the fuzz driver.
 */
#ifndef TVF_MLIRX_VALIDATE_H
#define TVF_MLIRX_VALIDATE_H

#include <stdbool.h>
#include <stddef.h>

#include "encoder/tv/tv.h"
#include "mlirx/session.h"
#include "support/arena.h"

typedef struct ValidateOptions {
  TvOptions tv;
  unsigned timeout_ms;
} ValidateOptions;

void validate_options_default(ValidateOptions *o);
bool validate_parse_fp(const char *v, ValidateOptions *o);
/* --fp-policy: "spec" (default: strict IEEE order, the sets the specifications allow, such as
 * either zero sign for TOSA's max/min family), "strict" (strict order and the literal reading of
 * the pseudo-code), "reassoc" (reductions in any order, spec sets). False on anything else. */
bool validate_parse_policy(const char *v, ValidateOptions *o);
/* The --fp-policy word that gives o's policy. */
const char *validate_policy_name(const ValidateOptions *o);
/* --oracle=fast (default: screening, a pair budget and the tuned solver),
 * fast-decompose (fast plus decomposition with cut-points) or baseline (all
 * off: the oracle before they existed, kept for side-by-side benchmarks). */
bool validate_parse_oracle(const char *v, ValidateOptions *o);
/* Whether the validator is compiled in. */
bool validate_available(void);
const char *validate_verdict_name(int verdict);

typedef struct ValidateResult {
  int verdict;              /* TvVerdict of the worst function pair */
  const char *verdict_name; /* its name */
  bool is_finding;          /* miscompile (or error) */
  int nfuncs;               /* function pairs checked */
  char summary[256];        /* short column text: "correct", "miscompile (value)" */
  char stage[16];           /* failing stage name of the worst pair ("" if none) */
  char src_class[24];       /* FP classes of the mismatching values ("" if none) */
  char tgt_class[24];
  char detail[2048];    /* one line: function, stage, counterexample summary or reason */
  char *report;         /* multi-line report of the worst pair (malloc'ed) */
  char *json;           /* JSON array of per-function reports (malloc'ed) */
  double ms;            /* whole call: parse, import, encode, solve */
  double encode_ms;     /* building SMT terms (all function pairs, all refinement levels) */
  double solve_ms;      /* inside the solver */
  int refinement_level; /* level that decided the worst pair (TvReport.refinement_level) */
  double screen_ms;     /* concrete screening (all function pairs) */
  bool screened;        /* the worst pair's verdict came from concrete screening */
  int decomposed;       /* stage queries discharged by decomposition (all function pairs) */
} ValidateResult;

void validate_result_free(ValidateResult *r);

typedef struct Validator Validator;
Validator *validator_create(MlirxSession *s, const ValidateOptions *o);
void validator_destroy(Validator *v);
/* Change the per-query solver budget for the following checks (0 = none). */
void validator_set_timeout(Validator *v, unsigned timeout_ms);
/* Change the pair budget (TvOptions.pair_budget_queries: per-query budgets
 * per pair, 0 = none) for the following checks. */
void validator_set_pair_budget(Validator *v, unsigned queries);

/* Validate a pair given as text (either layout of docs/FORMATS.md). Never
 * fails: problems become verdicts (invalid-input for unparsable text). */
void validator_check_pair_text(Validator *v, const char *text, size_t len, const char *filename,
                               ValidateResult *out);
/* Validate @fn of `src_text` against @fn of `tgt_text` for every public
 * function of src (two separate modules). */
void validator_check_two(Validator *v, const char *src_text, size_t src_len, const char *src_name,
                         const char *tgt_text, size_t tgt_len, const char *tgt_name, ValidateResult *out);

/* The identity checks of a pair text: src against src and tgt against tgt
 * (the nested modules, or the @src and @tgt functions); out holds the worse
 * of the two. */
void validator_check_pair_identity(Validator *v, const char *text, size_t len, const char *filename,
                                   ValidateResult *out);

/* One side of a pair, parsed and imported once. The campaign validates a
 * pipeline's steps in order, and the input of a step is the output of the
 * one before: keeping the imported output for the next step's input saves
 * a parse and an import per pair, and validating the two sides directly
 * saves the print and parse of a pair text (built only when a pair is kept:
 * mlirx_make_pair_modules). */
typedef struct ValidatorInput {
  MlirxModule *m; /* NULL when the text did not parse */
  Arena arena;    /* the imported IR */
  IrModule *ir;   /* NULL when the import failed */
  TvfStatus import_status;
  char import_msg[1024];
  uint64_t hash; /* of the text, with its length: is this the same text? */
  size_t len;
} ValidatorInput;

/* Parse and import `text`. False with d set (the parse error: itself a
 * finding when a pass printed it) when it does not parse; an import failure
 * is kept in the input and becomes the pair's verdict. */
bool validator_input_load(Validator *v, const char *text, size_t len, const char *name, ValidatorInput *in,
                          Diag *d);
/* Is `in` loaded from this text? */
bool validator_input_is(const ValidatorInput *in, const char *text, size_t len);
void validator_input_free(ValidatorInput *in);
/* Validate tgt against src, as validator_check_pair_text would on their pair. */
void validator_check_inputs(Validator *v, const ValidatorInput *src, const ValidatorInput *tgt,
                            ValidateResult *out);

#endif
