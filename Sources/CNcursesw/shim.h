// The parts of ncursesw that Swift cannot import directly: C macros and
// C globals that Swift 6 rejects.
#ifndef BROCADE_NCURSES_SHIM_H
#define BROCADE_NCURSES_SHIM_H

// SwiftPM drops ncursesw's pkg-config cflags; without these the wide
// character API stays hidden.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <unistd.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

static inline WINDOW *brocade_stdscr(void) { return stdscr; }
static inline int brocade_lines(void) { return LINES; }
static inline int brocade_cols(void) { return COLS; }
static inline int brocade_colors(void) { return COLORS; }
static inline int brocade_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t brocade_a_normal(void) { return A_NORMAL; }
static inline attr_t brocade_a_bold(void) { return A_BOLD; }
static inline attr_t brocade_a_dim(void) { return A_DIM; }
static inline attr_t brocade_a_reverse(void) { return A_REVERSE; }
static inline attr_t brocade_a_underline(void) { return A_UNDERLINE; }
static inline attr_t brocade_a_italic(void) {
#ifdef A_ITALIC
    return A_ITALIC;
#else
    return A_NORMAL;
#endif
}

// Draws one cell with an extended colour pair (pairs above 255 only work
// through the opts pointer).
static inline int brocade_put_cell(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cc;
    if (setcchar(&cc, text, attrs, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(win, y, x, &cc);
}

// Reads a terminfo string capability; NULL when absent or cancelled.
static inline const char *brocade_tigetstr(const char *name) {
    char *s = tigetstr(name);
    if (s == NULL || s == (char *)-1) return NULL;
    return s;
}

// Checks that TERM names a terminal ncurses knows and that can address the
// cursor, without the exit() that initscr does on failure.
// Returns 0 when usable, 1 when unknown, 2 when it cannot address the cursor,
// 3 when the terminfo database is missing.
static inline int brocade_check_terminal(const char *term) {
    int err = 0;
    if (setupterm(term, STDOUT_FILENO, &err) != OK) {
        return err == -1 ? 3 : 1;
    }
    const char *cup = tigetstr("cup");
    int result = (cup == NULL || cup == (char *)-1) ? 2 : 0;
    del_curterm(cur_term);
    return result;
}

// How many colours the terminfo entry `term` declares; -1 when there is no
// such entry. Leaves no terminal set up.
static inline int brocade_terminal_colors(const char *term) {
    int err = 0;
    if (setupterm(term, STDOUT_FILENO, &err) != OK) return -1;
    int colors = tigetnum("colors");
    del_curterm(cur_term);
    return colors;
}

// What the terminfo entry `term` says, without starting ncurses (for
// --check-terminal): its colour count (tigetnum, negative when absent),
// whether ncurses's has_colors() would say yes once started on it, and
// whether it can address the cursor. Returns 0 when the entry was read,
// 1 when there is no such entry, 3 when the terminfo database is missing.
static inline int brocade_terminfo_facts(const char *term, int *colors, int *has_colors, int *addresses_cursor) {
    int err = 0;
    if (setupterm(term, STDOUT_FILENO, &err) != OK) {
        return err == -1 ? 3 : 1;
    }
    int n = tigetnum("colors");
    int pairs = tigetnum("pairs");
    const char *names[5] = { "setaf", "setab", "setf", "setb", "scp" };
    int has[5];
    for (int i = 0; i < 5; i++) {
        const char *s = tigetstr(names[i]);
        has[i] = s != NULL && s != (char *)-1;
    }
    const char *cup = tigetstr("cup");
    *colors = n;
    // As ncurses's has_colors() decides.
    *has_colors = n >= 0 && pairs >= 0 && ((has[0] && has[1]) || (has[2] && has[3]) || has[4]);
    *addresses_cursor = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return 0;
}

#endif
