/*
 * check_layering.c: the layering check of the source tree (ctest layering/rooms).
 *
 * The tree is organised in rooms (folders) ranked in tests/layering/rooms.txt,
 * lowest first. The check keeps the ranking true in two ways. First, includes:
 * every `#include "..."` of every .c/.h/.def file in the rooms must name an
 * existing header (root-relative), and a room may include only its own headers
 * and those of lower-ranked rooms; rooms on the same rank must not include each
 * other. Second, calls: the static libraries given on the command line are read
 * with nm, every object is mapped back to its source file, and the file-level
 * call graph (A -> B when A uses a symbol B defines) must have no cycle of more
 * than one file, except a group named by an `allow-cycle` line of rooms.txt,
 * which must match the cycle exactly. Every problem is one line on stdout; the
 * exit status is 0 (clean), 1 (problems) or 2 (usage, unreadable input).
 *
 *   check_layering [--rooms FILE] [--nm PATH] ROOT [LIB.a ...]
 *
 * Plain C11 + POSIX (opendir, popen), no project library: it must run in any
 * tree, even one whose libraries do not link.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- small helpers ---- */

static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("check_layering: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(2);
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) die("out of memory");
  return p;
}

static char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xrealloc(NULL, n), s, n);
}

/* Grow-on-push vectors of strings and of ints, and a growing string. */
typedef struct {
  char **v;
  size_t n, cap;
} StrVec;

static void sv_push(StrVec *s, char *x) {
  if (s->n == s->cap) s->v = xrealloc(s->v, (s->cap = s->cap ? 2 * s->cap : 8) * sizeof *s->v);
  s->v[s->n++] = x;
}

static bool sv_has(const StrVec *s, const char *x) {
  for (size_t i = 0; i < s->n; i++)
    if (!strcmp(s->v[i], x)) return true;
  return false;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

typedef struct {
  int *v;
  size_t n, cap;
} IntVec;

static void iv_push(IntVec *s, int x) {
  if (s->n == s->cap) s->v = xrealloc(s->v, (s->cap = s->cap ? 2 * s->cap : 4) * sizeof *s->v);
  s->v[s->n++] = x;
}

typedef struct {
  char *s;
  size_t n, cap;
} Buf;

static void bvprintf(Buf *b, const char *fmt, va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  char one[1];
  size_t need = (size_t)vsnprintf(one, sizeof one, fmt, ap) + 1;
  if (b->n + need > b->cap) b->s = xrealloc(b->s, b->cap = 2 * (b->n + need));
  b->n += (size_t)vsnprintf(b->s + b->n, need, fmt, aq);
  va_end(aq);
}

static void bprintf(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bvprintf(b, fmt, ap);
  va_end(ap);
}

static char *xasprintf(const char *fmt, ...) {
  Buf b = {0};
  va_list ap;
  va_start(ap, fmt);
  bvprintf(&b, fmt, ap);
  va_end(ap);
  return b.s;
}

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

static int problems;

static void problem(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("layering: ", stdout);
  vprintf(fmt, ap);
  fputc('\n', stdout);
  va_end(ap);
  problems++;
}

/* ---- rooms.txt ---- */

typedef struct {
  char *name;
  int rank;
} Room;

typedef struct {
  StrVec files;
  int line;
  bool matched;
} Group;

static Room *rooms;
static size_t nrooms;
static Group *groups;
static size_t ngroups;

static void read_rooms(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) die("%s: cannot read the rooms file", path);
  char *line = NULL;
  size_t cap = 0;
  int rank = 0, lineno = 0;
  while (getline(&line, &cap, f) >= 0) {
    lineno++;
    char *hash = strchr(line, '#');
    if (hash) *hash = 0;
    char *save = NULL, *tok = strtok_r(line, " \t\r\n", &save);
    if (!tok) continue;
    if (!strcmp(tok, "allow-cycle")) {
      groups = xrealloc(groups, (ngroups + 1) * sizeof *groups);
      Group *g = &groups[ngroups++];
      memset(g, 0, sizeof *g);
      g->line = lineno;
      while ((tok = strtok_r(NULL, " \t\r\n", &save)))
        sv_push(&g->files, xstrdup(tok));
      if (g->files.n < 2) die("%s:%d: an allow-cycle group needs two files or more", path, lineno);
      continue;
    }
    for (; tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
      size_t n = strlen(tok);
      while (n > 1 && tok[n - 1] == '/')
        tok[--n] = 0;
      for (size_t i = 0; i < nrooms; i++)
        if (!strcmp(rooms[i].name, tok)) die("%s:%d: room %s listed twice", path, lineno, tok);
      rooms = xrealloc(rooms, (nrooms + 1) * sizeof *rooms);
      rooms[nrooms++] = (Room){xstrdup(tok), rank};
    }
    rank++;
  }
  free(line);
  fclose(f);
  if (!nrooms) die("%s: no rooms", path);
}

/* The room of a root-relative path: the longest room that is a folder prefix of it; -1 if none. */
static int room_of(const char *path) {
  int best = -1;
  size_t best_len = 0;
  for (size_t i = 0; i < nrooms; i++) {
    size_t n = strlen(rooms[i].name);
    if (n > best_len && !strncmp(path, rooms[i].name, n) && path[n] == '/') best = (int)i, best_len = n;
  }
  return best;
}

/* ---- the source tree and its includes ---- */

static const char *root;
static StrVec files; /* root-relative, sorted */

static bool skipped_dir(const char *rel, const char *name, const char *abs) {
  if (name[0] == '.') return true;
  if (!*rel && (!strcmp(name, "tests") || !strcmp(name, "bench") || !strncmp(name, "build", 5))) return true;
  char *cache = xasprintf("%s/CMakeCache.txt", abs); /* a build tree under any name */
  bool b = is_file(cache);
  free(cache);
  return b;
}

static void walk(const char *rel) {
  char *abs = *rel ? xasprintf("%s/%s", root, rel) : xstrdup(root);
  DIR *d = opendir(abs);
  if (!d) die("%s: cannot open the directory", abs);
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char *crel = *rel ? xasprintf("%s/%s", rel, e->d_name) : xstrdup(e->d_name);
    char *cabs = xasprintf("%s/%s", abs, e->d_name);
    struct stat st;
    if (stat(cabs, &st) != 0) {
      free(crel);
    } else if (S_ISDIR(st.st_mode)) {
      if (!skipped_dir(rel, e->d_name, cabs)) walk(crel);
      free(crel);
    } else if (S_ISREG(st.st_mode) &&
               (ends_with(crel, ".c") || ends_with(crel, ".h") || ends_with(crel, ".def"))) {
      sv_push(&files, crel);
    } else {
      free(crel);
    }
    free(cabs);
  }
  closedir(d);
  free(abs);
}

/* The quoted name of an `#include "..."` line, NUL-terminated in place; NULL for other lines. */
static char *include_target(char *line) {
  char *p = line;
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p++ != '#') return NULL;
  while (*p == ' ' || *p == '\t')
    p++;
  if (strncmp(p, "include", 7)) return NULL;
  p += 7;
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p++ != '"') return NULL;
  char *q = strchr(p, '"');
  if (!q) return NULL;
  *q = 0;
  return p;
}

static size_t n_include_edges;

static void check_includes(const char *rel) {
  char *abs = xasprintf("%s/%s", root, rel);
  FILE *f = fopen(abs, "r");
  if (!f) die("%s: cannot read", abs);
  int from = room_of(rel), lineno = 0;
  if (from < 0) problem("%s: in no room of the rooms file", rel);
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, f) >= 0) {
    lineno++;
    char *inc = include_target(line);
    if (!inc) continue;
    /* Root-relative first (the project's convention), then beside the including file (what C does). */
    char *target = xstrdup(inc), *path = xasprintf("%s/%s", root, target);
    if (!is_file(path)) {
      const char *slash = strrchr(rel, '/');
      free(target), free(path);
      target = slash ? xasprintf("%.*s/%s", (int)(slash - rel), rel, inc) : xstrdup(inc);
      path = xasprintf("%s/%s", root, target);
      if (!is_file(path)) {
        problem("%s:%d: includes %s (no such header)", rel, lineno, inc);
        free(target), free(path);
        continue;
      }
    }
    n_include_edges++;
    int to = room_of(target);
    if (from >= 0 && to < 0)
      problem("%s:%d: includes %s (header in no room)", rel, lineno, inc);
    else if (from >= 0 && to != from && rooms[to].rank > rooms[from].rank)
      problem("%s:%d: includes %s (room %s above %s)", rel, lineno, inc, rooms[to].name, rooms[from].name);
    else if (from >= 0 && to != from && rooms[to].rank == rooms[from].rank)
      problem("%s:%d: includes %s (room %s on the same rank as %s)", rel, lineno, inc, rooms[to].name,
              rooms[from].name);
    free(target), free(path);
  }
  free(line);
  fclose(f);
  free(abs);
}

/* ---- the file-level call graph ---- */

typedef struct {
  int to;
  StrVec syms;
} Edge;

typedef struct {
  char *name; /* root-relative source, or LIB(member) for a generated one */
  Edge *out;
  size_t nout, capout;
  int index, low; /* Tarjan */
  bool on_stack;
} Unit;

static Unit *units;
static size_t nunits;

static int unit_id(const char *name) {
  for (size_t i = 0; i < nunits; i++)
    if (!strcmp(units[i].name, name)) return (int)i;
  units = xrealloc(units, (nunits + 1) * sizeof *units);
  units[nunits] = (Unit){.name = xstrdup(name), .index = -1};
  return (int)nunits++;
}

/* Symbol uses: the global symbols each unit defines, and those it needs (undefined). */
typedef struct {
  char *sym;
  int unit;
} Use;

typedef struct {
  Use *v;
  size_t n, cap;
} UseVec;

static UseVec defs, refs;

static void use_push(UseVec *u, const char *sym, int unit) {
  if (u->n == u->cap) u->v = xrealloc(u->v, (u->cap = u->cap ? 2 * u->cap : 1024) * sizeof *u->v);
  u->v[u->n++] = (Use){xstrdup(sym), unit};
}

static int cmp_use(const void *a, const void *b) {
  return strcmp(((const Use *)a)->sym, ((const Use *)b)->sym);
}

/*
 * The source of archive member MEMBER ("tv.c.o") of library LIB: the walked file of that basename;
 * if several, the one under the longest tail of LIB's directory ("build/encoder" -> "encoder/...").
 * A member without a source (generated at build time) is named "libx.a(member)".
 */
static int member_unit(const char *lib, const char *member) {
  char *src = xstrdup(member);
  if (ends_with(src, ".o")) src[strlen(src) - 2] = 0;
  char *libdir = xstrdup(lib);
  char *slash = strrchr(libdir, '/');
  if (slash)
    *slash = 0;
  else
    libdir[0] = 0;
  const char *best = NULL;
  int best_score = -1, ties = 0;
  for (size_t i = 0; i < files.n; i++) {
    if (strcmp(base_name(files.v[i]), src)) continue;
    int score = 0; /* length of the longest tail of libdir that prefixes the file's folder */
    for (const char *t = libdir; *t; t++) {
      if (t != libdir && t[-1] != '/') continue;
      size_t n = strlen(t);
      if (!strncmp(files.v[i], t, n) && files.v[i][n] == '/') {
        score = (int)n;
        break;
      }
    }
    if (score > best_score)
      best = files.v[i], best_score = score, ties = 0;
    else if (score == best_score)
      ties++;
  }
  if (ties) die("%s: member %s matches several source files", lib, member);
  char *name = best ? xstrdup(best) : xasprintf("%s(%s)", base_name(lib), src);
  int id = unit_id(name);
  free(name), free(src), free(libdir);
  return id;
}

static char *shell_quote(const char *s) {
  char *out = xrealloc(NULL, 4 * strlen(s) + 3), *o = out;
  *o++ = '\'';
  for (; *s; s++) {
    if (*s == '\'')
      memcpy(o, "'\\''", 4), o += 4;
    else
      *o++ = *s;
  }
  *o++ = '\'', *o = 0;
  return out;
}

/* Reads LIB's symbols with `nm -A -P`: "LIB[member.o]: sym T value size" (or "LIB: sym T ..." for a .o). */
static void read_lib(const char *nm, const char *lib) {
  if (!is_file(lib)) die("%s: no such library", lib);
  char *qnm = shell_quote(nm), *qlib = shell_quote(lib);
  char *cmd = xasprintf("%s -A -P %s", qnm, qlib);
  FILE *p = popen(cmd, "r");
  if (!p) die("cannot run %s", cmd);
  size_t liblen = strlen(lib), cap = 0;
  char *line = NULL, *last_member = xstrdup("");
  int unit = -1;
  while (getline(&line, &cap, p) >= 0) {
    if (strncmp(line, lib, liblen)) continue;
    char *member, *rest = line + liblen;
    if (rest[0] == '[') {
      member = rest + 1;
      char *end = strstr(member, "]: ");
      if (!end) continue;
      *end = 0, rest = end + 3;
    } else if (rest[0] == ':' && rest[1] == ' ') {
      member = (char *)base_name(lib), rest += 2;
    } else {
      continue;
    }
    if (strcmp(member, last_member)) {
      free(last_member);
      last_member = xstrdup(member);
      unit = member_unit(lib, member);
    }
    char *save = NULL, *sym = strtok_r(rest, " \t\n", &save), *type = strtok_r(NULL, " \t\n", &save);
    if (!sym || !type || type[1]) continue;
    char t = type[0];
    if (t == 'U' || t == 'w' || t == 'v')
      use_push(&refs, sym, unit);
    else if (strchr("ABCDGRSTVWu", t))
      use_push(&defs, sym, unit);
  }
  int rc = pclose(p);
  if (rc != 0) die("`%s` failed (status %d)", cmd, rc);
  free(line), free(last_member), free(cmd), free(qnm), free(qlib);
}

static size_t n_call_edges;

static void add_call(int from, int to, const char *sym) {
  Unit *u = &units[from];
  Edge *e = NULL;
  for (size_t i = 0; i < u->nout; i++)
    if (u->out[i].to == to) e = &u->out[i];
  if (!e) {
    if (u->nout == u->capout)
      u->out = xrealloc(u->out, (u->capout = u->capout ? 2 * u->capout : 4) * sizeof *e);
    e = &u->out[u->nout++];
    *e = (Edge){.to = to};
    n_call_edges++;
  }
  if (!sv_has(&e->syms, sym)) sv_push(&e->syms, (char *)sym);
}

/* ---- Tarjan's strongly connected components ---- */

static int tarjan_index;
static IntVec tarjan_stack;
static IntVec *sccs;
static size_t nsccs;

static void strongconnect(int v) {
  Unit *u = &units[v];
  u->index = u->low = tarjan_index++;
  iv_push(&tarjan_stack, v);
  u->on_stack = true;
  for (size_t i = 0; i < u->nout; i++) {
    int w = u->out[i].to;
    if (units[w].index < 0) {
      strongconnect(w);
      if (units[w].low < units[v].low) units[v].low = units[w].low;
    } else if (units[w].on_stack && units[w].index < units[v].low) {
      units[v].low = units[w].index;
    }
  }
  if (units[v].low != units[v].index) return;
  IntVec c = {0};
  int w;
  do {
    w = tarjan_stack.v[--tarjan_stack.n];
    units[w].on_stack = false;
    iv_push(&c, w);
  } while (w != v);
  sccs = xrealloc(sccs, (nsccs + 1) * sizeof *sccs);
  sccs[nsccs++] = c;
}

static int cmp_unit(const void *a, const void *b) {
  return strcmp(units[*(const int *)a].name, units[*(const int *)b].name);
}

static int cmp_edge(const void *a, const void *b) {
  return strcmp(units[((const Edge *)a)->to].name, units[((const Edge *)b)->to].name);
}

static bool scc_has(const IntVec *c, const char *name) {
  for (size_t i = 0; i < c->n; i++)
    if (!strcmp(units[c->v[i]].name, name)) return true;
  return false;
}

/* One line per cycle not allowed: "cycle: a.c -> b.c (s1 s2), b.c -> a.c (s3)", sorted by name. */
static void check_cycles(void) {
  for (size_t i = 0; i < nunits; i++)
    if (units[i].index < 0) strongconnect((int)i);
  for (size_t k = 0; k < nsccs; k++) {
    IntVec *c = &sccs[k];
    if (c->n < 2) continue;
    bool allowed = false;
    for (size_t g = 0; g < ngroups && !allowed; g++) {
      if (groups[g].files.n != c->n) continue;
      bool all = true;
      for (size_t i = 0; i < groups[g].files.n; i++)
        all &= scc_has(c, groups[g].files.v[i]);
      if (all) groups[g].matched = allowed = true;
    }
    if (allowed) continue;
    qsort(c->v, c->n, sizeof *c->v, cmp_unit);
    Buf msg = {0};
    bprintf(&msg, "cycle:");
    for (size_t i = 0; i < c->n; i++) {
      Unit *u = &units[c->v[i]];
      qsort(u->out, u->nout, sizeof *u->out, cmp_edge);
      for (size_t j = 0; j < u->nout; j++) {
        if (!scc_has(c, units[u->out[j].to].name)) continue;
        StrVec *s = &u->out[j].syms;
        qsort(s->v, s->n, sizeof *s->v, cmp_str);
        bprintf(&msg, "%s %s -> %s (", msg.n > 6 ? "," : "", u->name, units[u->out[j].to].name);
        for (size_t q = 0; q < s->n; q++)
          bprintf(&msg, "%s%s", q ? " " : "", s->v[q]);
        bprintf(&msg, ")");
      }
    }
    problem("%s", msg.s);
    free(msg.s);
  }
}

/* The call graph of the libraries: its cycles, and the allow-cycle groups that match none. */
static void check_calls(const char *nm, const StrVec *libs) {
  for (size_t i = 0; i < libs->n; i++)
    read_lib(nm, libs->v[i]);
  /* A -> B for every symbol A needs and B defines: a merge of the two lists sorted by name. */
  if (defs.n) qsort(defs.v, defs.n, sizeof *defs.v, cmp_use);
  if (refs.n) qsort(refs.v, refs.n, sizeof *refs.v, cmp_use);
  for (size_t i = 0, d = 0; i < refs.n; i++) {
    while (d < defs.n && strcmp(defs.v[d].sym, refs.v[i].sym) < 0)
      d++;
    for (size_t j = d; j < defs.n && !strcmp(defs.v[j].sym, refs.v[i].sym); j++)
      if (defs.v[j].unit != refs.v[i].unit) add_call(refs.v[i].unit, defs.v[j].unit, defs.v[j].sym);
  }
  check_cycles();
  for (size_t g = 0; g < ngroups; g++) {
    if (groups[g].matched) continue;
    Buf m = {0};
    for (size_t i = 0; i < groups[g].files.n; i++)
      bprintf(&m, " %s", groups[g].files.v[i]);
    problem("rooms file line %d: allow-cycle group is no cycle of its own:%s", groups[g].line, m.s);
    free(m.s);
  }
}

int main(int argc, char **argv) {
  const char *rooms_path = NULL, *nm = "nm";
  StrVec libs = {0};
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--rooms") && i + 1 < argc)
      rooms_path = argv[++i];
    else if (!strcmp(argv[i], "--nm") && i + 1 < argc)
      nm = argv[++i];
    else if (argv[i][0] == '-')
      die("usage: check_layering [--rooms FILE] [--nm PATH] ROOT [LIB.a ...]");
    else if (!root)
      root = argv[i];
    else
      sv_push(&libs, argv[i]);
  }
  if (!root) die("usage: check_layering [--rooms FILE] [--nm PATH] ROOT [LIB.a ...]");
  char *default_rooms = xasprintf("%s/tests/layering/rooms.txt", root);
  read_rooms(rooms_path ? rooms_path : default_rooms);
  free(default_rooms);

  walk("");
  if (files.n) qsort(files.v, files.n, sizeof *files.v, cmp_str);
  for (size_t i = 0; i < files.n; i++)
    check_includes(files.v[i]);

  for (size_t g = 0; g < ngroups; g++)
    for (size_t i = 0; i < groups[g].files.n; i++)
      if (!sv_has(&files, groups[g].files.v[i]))
        problem("rooms file line %d: allow-cycle names %s, which is no source file", groups[g].line,
                groups[g].files.v[i]);

  if (libs.n) check_calls(nm, &libs);
  size_t nlibs = libs.n;
  free(libs.v);

  if (problems) {
    printf("layering: %d problem%s\n", problems, problems == 1 ? "" : "s");
    return 1;
  }
  printf("layering: %zu files, %zu include edges, %zu rooms, no violation, no cycle", files.n,
         n_include_edges, nrooms);
  if (nlibs)
    printf("; call graph of %zu librar%s: %zu objects, %zu edges, %zu allowed cycle group%s", nlibs,
           nlibs == 1 ? "y" : "ies", nunits, n_call_edges, ngroups, ngroups == 1 ? "" : "s");
  printf("\n");
  return 0;
}
