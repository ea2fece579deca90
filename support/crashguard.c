/*
 * crashguard.c: the fatal-signal message of the foreground commands (see
 * crashguard.h). The handler writes two preformatted buffers with write(2)
 * and leaves with _exit: nothing in it allocates or takes a lock.
 */
#define _POSIX_C_SOURCE 200809L
#include "support/crashguard.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define CRASHGUARD_EXIT 70

#if defined(__SANITIZE_ADDRESS__)
#define TVF_CRASHGUARD_OFF 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define TVF_CRASHGUARD_OFF 1
#endif
#endif

static char g_prog[64] = "tvfuzz";
static pid_t g_pid; /* the process that installed the guard */
static char g_activity[2][512];
static volatile sig_atomic_t g_current = -1; /* which g_activity is complete, -1: none */

static void put(const char *s) {
  size_t n = strlen(s);
  while (n > 0) {
    ssize_t w = write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGFPE: return "SIGFPE";
  case SIGILL: return "SIGILL";
  default: return "a fatal signal";
  }
}

static void on_fatal(int sig) {
  /* A forked child (pipeline server, execution child, isolated triage
   * step) must die by the signal as before: its parent classifies the
   * crash from it. SA_RESETHAND has restored the default action. */
  if (getpid() != g_pid) {
    raise(sig);
    return;
  }
  put(g_prog);
  put(": internal error: fatal signal ");
  put(signal_name(sig));
  int cur = g_current;
  if (cur >= 0) {
    put(" while ");
    put(g_activity[cur]);
  }
  put(" (a crash inside Z3 or MLIR; the output above is complete)\n");
  _exit(CRASHGUARD_EXIT);
}

bool crashguard_enabled(void) {
#if defined(TVF_CRASHGUARD_OFF)
  return false;
#else
  return true;
#endif
}

void crashguard_install(const char *prog) {
#if defined(TVF_CRASHGUARD_OFF)
  (void)prog; /* sanitizer builds: their own handlers report crashes */
  return;
#else
  snprintf(g_prog, sizeof g_prog, "%s", prog ? prog : "tvfuzz");
  g_pid = getpid();
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESETHAND | SA_NODEFER;
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
    sigaction(sigs[i], &sa, NULL);
#endif
}

void crashguard_activity(const char *fmt, ...) {
  if (!fmt) {
    g_current = -1;
    return;
  }
  /* Write the buffer the handler is not pointed at, then switch: a signal
   * in between sees the previous, complete text. */
  int next = g_current == 0 ? 1 : 0;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_activity[next], sizeof g_activity[next], fmt, ap);
  va_end(ap);
  g_current = next;
}
