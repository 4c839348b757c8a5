#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1
#include "terminal_signals.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t signal_fd = -1;

static void pipe_handler(int sig) {
    int saved = errno;
    unsigned char b = (unsigned char)sig;
    int fd = signal_fd;
    if (fd >= 0) { ssize_t r = write(fd, &b, 1); (void)r; }
    errno = saved;
}

int brocade_install_pipe_signal(int sig, int write_fd) {
    signal_fd = write_fd;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pipe_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    return sigaction(sig, &sa, NULL);
}

int brocade_signal_write_fd(void) { return signal_fd; }

int brocade_default_signal(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    return sigaction(sig, &sa, NULL);
}

void brocade_unblock_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    int sigs[] = { SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT,
                   SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) sigaddset(&set, sigs[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static int crash_tty = -1;
static struct termios crash_termios;
static int crash_termios_valid = 0;
static char crash_bytes[512];
static size_t crash_len = 0;

static void crash_handler(int sig) {
    if (crash_tty >= 0) {
        if (crash_len > 0) { ssize_t r = write(crash_tty, crash_bytes, crash_len); (void)r; }
        if (crash_termios_valid) tcsetattr(crash_tty, TCSAFLUSH, &crash_termios);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void brocade_save_crash_termios(int tty_fd) {
    if (tcgetattr(tty_fd, &crash_termios) == 0) crash_termios_valid = 1;
}

void brocade_set_crash_restore(int tty_fd, const char *bytes, size_t len) {
    if (len > sizeof crash_bytes) len = sizeof crash_bytes;
    memcpy(crash_bytes, bytes, len);
    crash_len = len;
    crash_tty = tty_fd;
}

void brocade_install_crash_handlers(void) {
    int sigs[] = { SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE };
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = crash_handler;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = (int)(SA_RESETHAND | SA_NODEFER);
        sigaction(sigs[i], &sa, NULL);
    }
}

int brocade_tty_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

int brocade_tty_pixels(int fd, int *rows, int *cols, int *xpixel, int *ypixel) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    *xpixel = ws.ws_xpixel;
    *ypixel = ws.ws_ypixel;
    return 0;
}
