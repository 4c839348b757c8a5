// Signal handling that must be async-signal-safe, and so is written in C:
// Swift code may allocate or take locks and must not run in a handler.
#ifndef BROCADE_TERMINAL_SIGNALS_H
#define BROCADE_TERMINAL_SIGNALS_H
#include <stddef.h>

// Ordinary signals become one byte each on a self-pipe that the event loop polls.
int brocade_install_pipe_signal(int sig, int write_fd);
int brocade_signal_write_fd(void);
int brocade_default_signal(int sig);

// A process may start with signals blocked (seen with children of test runners).
void brocade_unblock_signals(void);

// Crash signals restore the terminal from these saved bytes and termios,
// then the process dies of the same signal.
void brocade_save_crash_termios(int tty_fd);
void brocade_set_crash_restore(int tty_fd, const char *bytes, size_t len);
void brocade_install_crash_handlers(void);

// The tty's size, for SIGWINCH.
int brocade_tty_size(int fd, int *rows, int *cols);
// The tty's size in pixels (TIOCGWINSZ's ws_xpixel and ws_ypixel), with its
// rows and columns; 0 where the terminal leaves them at 0. -1 on failure.
int brocade_tty_pixels(int fd, int *rows, int *cols, int *xpixel, int *ypixel);
#endif
