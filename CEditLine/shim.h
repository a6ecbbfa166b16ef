/*
 * Non-variadic wrappers around libedit for Swift.
 *
 * Swift cannot call C variadic functions (el_set, el_get, history), and
 * Swift 6 rejects touching the C globals stdin/stdout/stderr, so both are
 * done here. Only Sources/TableREPL/EditLineReader.swift imports this module.
 *
 * <histedit.h> is libedit's native header. pkg-config also adds
 * -I/usr/include/editline, whose readline.h is the GNU readline
 * compatibility layer: it is deliberately not included.
 */
#ifndef TABLESIM_CEDITLINE_SHIM_H
#define TABLESIM_CEDITLINE_SHIM_H

#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

typedef char *(*tablesim_prompt_fn)(EditLine *);
typedef unsigned char (*tablesim_command_fn)(EditLine *, int);

/* ---- editor ---------------------------------------------------------- */

/* el_init on stdin, with stdout (or stderr when stdout is redirected) as output. */
static inline EditLine *tablesim_el_init(const char *program, int outputToStderr) {
    return el_init(program, stdin, outputToStderr ? stderr : stdout, stderr);
}

static inline int tablesim_el_set_prompt(EditLine *el, tablesim_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

static inline int tablesim_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int tablesim_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *tablesim_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int tablesim_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/* Registers a named editor command that `tablesim_el_bind` can bind to a key. */
static inline int tablesim_el_addfn(EditLine *el, const char *name, const char *help, tablesim_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int tablesim_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

/* Writes text to the editor's output stream (where the prompt goes) and flushes it. */
static inline void tablesim_el_write(EditLine *el, const char *text) {
    FILE *out = NULL;
    if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL) out = stderr;
    fputs(text, out);
    fflush(out);
}

/* The terminal's width in columns, or 80 when unknown. */
static inline int tablesim_el_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns) != 0 || columns <= 0) return 80;
    return columns;
}

/* The prompt used when no Swift object is attached (never expected). */
static inline char *tablesim_empty_prompt(void) {
    static char empty[] = "";
    return empty;
}

/* ---- history --------------------------------------------------------- */

static inline int tablesim_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

static inline int tablesim_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int tablesim_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline void tablesim_history_clear(History *h) {
    HistEvent ev;
    history(h, &ev, H_CLEAR);
}

/* ---- locale ---------------------------------------------------------- */

/* The current LC_CTYPE codeset, e.g. "UTF-8" or "ANSI_X3.4-1968". */
static inline const char *tablesim_codeset(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset ? codeset : "";
}

/* ---- Ctrl-C ---------------------------------------------------------- */

/* Set by the SIGINT handler; the only state shared with a signal handler. */
static volatile sig_atomic_t tablesim_sigint_flag = 0;

static void tablesim_on_sigint(int signo) {
    (void)signo;
    tablesim_sigint_flag = 1;
}

/*
 * Installs the SIGINT handler without SA_RESTART, so a pending read() fails
 * with EINTR and el_gets returns (count -1). Saves the old action in `old`.
 */
static inline int tablesim_install_sigint(struct sigaction *old) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = tablesim_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, old);
}

static inline int tablesim_restore_sigint(const struct sigaction *old) {
    return sigaction(SIGINT, old, NULL);
}

/* Returns whether SIGINT arrived since the last call, and clears the flag. */
static inline int tablesim_take_sigint(void) {
    int was = tablesim_sigint_flag;
    tablesim_sigint_flag = 0;
    return was;
}

#endif
