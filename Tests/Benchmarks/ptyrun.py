"""Running brocade in a pseudo-terminal, for the benchmark scripts."""
import fcntl, os, pty, select, struct, termios


def spawn(binary, args, width=80, height=24, home=None):
    """Starts BINARY ARGS in a pty of the given size; returns (pid, fd)."""
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        if home:
            env["HOME"] = home
        for k in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "NO_COLOR"):
            env.pop(k, None)
        os.execve(binary, [binary] + list(args), env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    return pid, fd


def drain(fd, quiet):
    """Reads until no output arrives for QUIET seconds; returns the bytes."""
    out = b""
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            return out
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return out
        if not chunk:
            return out
        out += chunk
