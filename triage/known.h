/*
 * known.h: the project's documented bugs (docs/BUGS.md), recognised by root
 * cause.
 *
 * tests/bugs/known-bugs.tsv lists, for every regression test that still
 * reproduces, the BUGS.md entry (its `// BUGS-ENTRY:` line) and the key of
 * the root cause the test shows (triage/rootcause.h), one line each:
 *     ENTRY <TAB> KEY <TAB> root cause, in words <TAB> test file
 * It is written by `tvfuzz regress tests/bugs --root-causes FILE` (computed
 * the same way triage computes a finding's, so a campaign's finding of a
 * documented bug gets the same key whatever program reached it) and embedded
 * into the binary at build time; the ctest bugs/known-table checks that it
 * is up to date. Triage marks a finding whose key is listed as "known #N".
 */
#ifndef TVF_TRIAGE_KNOWN_H
#define TVF_TRIAGE_KNOWN_H

#include <stdbool.h>
#include <stddef.h>

typedef struct KnownBug {
  int entry;        /* docs/BUGS.md entry number */
  char key[17];     /* root-cause key */
  const char *what; /* the root cause in words */
  const char *test; /* the regression test */
} KnownBug;

/* The entry whose root-cause key is `key` in the embedded table (the
 * lowest-numbered one when several are), or NULL. */
const KnownBug *known_lookup(const char *key);
/* Every entry listed for `key`, as "#15, #22" (a pass can fail one way for
 * two documented bugs), into out; false when none. */
bool known_entries(const char *key, char *out, size_t n);
/* A failure of a folder (root cause in words "KIND in a folder (seen in
 * P): OP (RULE)", KIND not wrong-code) whose key is not listed, but whose
 * kind and rule two or more rows of one entry share with other ops: the
 * same mistake in another op's folder (docs/BUGS.md #15: folders that build
 * a dense constant of a dynamic result type, one row per op). The first
 * such row, or NULL. Wrong code is never matched this way: another op's
 * wrong folder is another bug. */
const KnownBug *known_family(const char *what);
/* Number of rows of the embedded table (0 when it failed to parse). */
int known_count(void);

/* Parse a table in the format above (comments '#', blank lines skipped).
 * Returns the number of rows stored in out (at most max); rows are views
 * into `text`, which is modified (tabs and newlines become NULs). */
int known_parse(char *text, KnownBug *out, int max);

#endif
