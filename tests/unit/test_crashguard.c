/*
 * test_crashguard.c: support/crashguard.h. A guarded process that faults
 * prints one line naming its activity and exits 70; a child it forks
 * still dies by the signal (the pipeline runner and the execution oracle
 * classify crashes from it).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/crashguard.h"
#include "support/testhelp.h"

/* Run fn in a child with stderr in a pipe; its wait status and output. */
static int run_child(void (*fn)(void), char *out, size_t n) {
  int p[2];
  if (pipe(p) != 0) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    dup2(p[1], STDERR_FILENO);
    close(p[0]);
    fn();
    _exit(0);
  }
  close(p[1]);
  size_t len = 0;
  ssize_t r;
  while (len + 1 < n && (r = read(p[0], out + len, n - 1 - len)) > 0)
    len += (size_t)r;
  out[len] = 0;
  close(p[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

static void guarded_fault(void) {
  crashguard_install("tvfuzz check");
  crashguard_activity("validating @%s of %s", "main", "pair.mlir");
  raise(SIGSEGV);
}

static void guarded_no_activity(void) {
  crashguard_install("tvfuzz opt");
  crashguard_activity("validating @%s of %s", "f", "x.mlir");
  crashguard_activity(NULL);
  raise(SIGBUS);
}

/* The guard installed, then a forked grandchild faults: it must die by
 * SIGSEGV, and the guarded parent reports the grandchild's status. */
static void guarded_fork(void) {
  crashguard_install("tvfuzz opt");
  pid_t pid = fork();
  if (pid == 0) {
    raise(SIGSEGV);
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  _exit(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV ? 42 : 43);
}

/* Sanitizer builds: install must leave SIGSEGV's disposition alone. */
static void check_disabled(void) {
  struct sigaction before, after;
  sigaction(SIGSEGV, NULL, &before);
  crashguard_install("tvfuzz check");
  sigaction(SIGSEGV, NULL, &after);
  TVF_CHECK(before.sa_handler == after.sa_handler);
}

int main(void) {
  if (!crashguard_enabled()) {
    check_disabled();
    return tvf_test_report("crashguard (sanitizer build: guard off)");
  }
  char out[1024];
  int st = run_child(guarded_fault, out, sizeof out);
  TVF_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 70);
  TVF_CHECK_STREQ(out,
                  "tvfuzz check: internal error: fatal signal SIGSEGV while validating @main of pair.mlir (a "
                  "crash inside Z3 or MLIR; the output above is complete)\n");
  st = run_child(guarded_no_activity, out, sizeof out);
  TVF_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 70);
  TVF_CHECK_STREQ(out,
                  "tvfuzz opt: internal error: fatal signal SIGBUS (a crash inside Z3 or MLIR; the output "
                  "above is complete)\n");
  st = run_child(guarded_fork, out, sizeof out);
  TVF_CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 42);
  TVF_CHECK_STREQ(out, "");
  return tvf_test_report("crashguard");
}
