#!/usr/bin/env python3
"""Soak: each mode in tmux under random keys, mouse drags, clicks, wheel,
resizes (below the minimum too) and Ctrl-Z/fg, for SECONDS each. Checks that
the process never dies (a clean quit chosen by the random input is started
again), that its memory does not grow past --max-growth-mib, and that
quitting restores the terminal; exits 1 otherwise.
Usage: soak.py BINARY [--seconds S] [--seed N] [--max-growth-mib M] [--only WORDS]"""
import argparse, array, fcntl, os, random, re, subprocess, sys, tempfile, termios, time

MODES = [["--seed", "3"], ["2048", "--seed", "3"], ["jigsaw", "--seed", "3"], ["jigsaw", "--classic", "--seed", "3"],
         ["jigsaw", "--tabs", "--rotate", "--seed", "3"], ["create", "--seed", "3"],
         ["jigsaw", "--generate", "7", "--seed", "3"],
         ["slide", "--seed", "3", "--size", "4"], ["slide", "--picture", "frog", "--seed", "3"], ["picture", "deer"],
         # The menu in Chinese, from which random keys reach every mode's screens, panels and help.
         ["--lang", "zh", "--seed", "3"]]
KEYS = ["Up", "Down", "Left", "Right", "Enter", "Space", "Tab", "BTab", "Escape", "BSpace", "PageUp", "PageDown",
        "a", "s", "d", "w", "h", "j", "k", "l", "r", "R", "u", "n", "y", "x", "t", "g", "[", "]", "1", "5", "8", "?", "C-r", "C-l"]


def tmux(sock, *args):
    return subprocess.run(["tmux", "-L", sock, *args], capture_output=True, text=True).stdout


def proc_state(pid):
    """The process's state letter (R, S, T for stopped ...), None when gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def wait_state(pid, stopped, timeout=3.0):
    """Waits until the process is stopped (or running again); a loaded
    machine can take longer than any fixed pause."""
    end = time.time() + timeout
    while time.time() < end:
        st = proc_state(pid)
        if st is None or (st == "T") == stopped:
            return
        time.sleep(0.02)


def on_pane_tty(sock, query):
    """query(fd) on the pane's terminal, opened from outside; False when it
    cannot be asked."""
    tty = tmux(sock, "display-message", "-p", "-t", "p", "#{pane_tty}").strip()
    try:
        fd = os.open(tty, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
    except OSError:
        return False
    try:
        return query(fd)
    except (OSError, termios.error):
        return False
    finally:
        os.close(fd)


def tty_raw(sock):
    """Whether the pane's terminal has signal keys off, as the game sets it
    while it runs: in cooked mode (start-up, the moment after fg) Ctrl-Z is
    the kernel's, and stops the whole job."""
    return on_pane_tty(sock, lambda fd: not termios.tcgetattr(fd)[3] & termios.ISIG)


def input_waiting(fd):
    waiting = array.array("i", [0])
    fcntl.ioctl(fd, termios.FIONREAD, waiting)
    return waiting[0]


def wait_running(sock, pid, timeout=3.0):
    """Waits until the game runs with the terminal in its raw mode again."""
    end = time.time() + timeout
    while time.time() < end:
        st = proc_state(pid)
        if st is None or (st != "T" and tty_raw(sock)):
            return
        time.sleep(0.02)


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def children(pid):
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(k) for k in f.read().split()]
    except OSError:
        return []


def game_pid(sock):
    shell = tmux(sock, "display-message", "-p", "-t", "p", "#{pane_pid}").strip()
    for sh in children(shell):
        kids = children(sh)
        if kids:
            return kids[0]
    return None


def screen_text(sock):
    return tmux(sock, "capture-pane", "-p", "-t", "p")


def status_file(sock):
    return os.path.join(tempfile.gettempdir(), f"{sock}.status")


def exit_status(sock):
    """What the wrapper wrote when the game ended: a file, since random keys
    typed at the shell (Ctrl-L) may clear the screen's copy."""
    try:
        with open(status_file(sock)) as f:
            text = f.read().strip()
        return int(text) if text.isdigit() else None
    except OSError:
        return None


def wrapper_pids(sock):
    shell = tmux(sock, "display-message", "-p", "-t", "p", "#{pane_pid}").strip()
    return children(int(shell)) if shell.isdigit() else []


def job_states(sock):
    """The wrapper shells and their children, with state letters, for a report."""
    parts = []
    for sh in wrapper_pids(sock):
        parts.append(f"sh {sh} {proc_state(sh)}" + "".join(f", child {k} {proc_state(k)}" for k in children(sh)))
    return "processes: " + ("; ".join(parts) or "none")


def wait_exit_status(sock, timeout=5.0):
    """The status the wrapper printed once the game ended. Ctrl-Z landing
    while the game was already quitting (the terminal back in cooked mode)
    stops the wrapper shell, not the game; fg lets it print, as for a player."""
    end = time.time() + timeout
    resumed = False
    while time.time() < end:
        status = exit_status(sock)
        if status is not None:
            return status
        if not resumed and any(proc_state(sh) == "T" for sh in wrapper_pids(sock)):
            tmux(sock, "send-keys", "-t", "p", "-l", "fg"); tmux(sock, "send-keys", "-t", "p", "Enter")
            resumed = True
        time.sleep(0.1)
    return None


def game_idle(sock, pid):
    """The game's main thread asleep in poll with no input waiting for it: it
    has drawn all it means to. (A screen can also stand still because a loaded
    machine has not run the game for a while.)"""
    try:
        with open(f"/proc/{pid}/task/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        with open(f"/proc/{pid}/task/{pid}/wchan") as f:
            wchan = f.read()
    except (OSError, IndexError):
        return False
    if state != "S" or "poll" not in wchan:
        return False
    return on_pane_tty(sock, lambda fd: input_waiting(fd) == 0)


def settled_screen(sock, pid, timeout=5.0):
    """The screen once the game is idle and two captures 0.25 s apart agree,
    digits aside (clocks tick); None if it never settles."""
    end = time.time() + timeout
    last = None
    while time.time() < end:
        idle = game_idle(sock, pid)
        now = re.sub(r"\d", "0", screen_text(sock))
        if idle and now == last and game_idle(sock, pid):
            return now
        last = now if idle else None
        time.sleep(0.25)
    return None


def screen_consistent(sock, pid):
    """Whether what is on the screen is what a full repaint (Ctrl-L) draws:
    no stale cells after resizes, suspends and partial redraws. Returns
    (compared, problem): not compared while the game is stopped or between
    stop and raw mode, or while the screen keeps changing."""
    if proc_state(pid) in (None, "T") or not tty_raw(sock):
        return False, None
    before = settled_screen(sock, pid)
    tmux(sock, "send-keys", "-t", "p", "C-l")
    time.sleep(0.1)
    after = settled_screen(sock, pid)
    if before is None or after is None:
        return False, None
    if before == after:
        return True, None
    rows = [f"row {i}: {a.rstrip()!r} then {b.rstrip()!r}"
            for i, (a, b) in enumerate(zip(before.split("\n"), after.split("\n"))) if a != b]
    return True, "the screen differed from a full repaint (Ctrl-L):\n" + "\n".join(rows[:10])


def pane_modes(sock):
    return tmux(sock, "display-message", "-p", "-t", "p", "#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}").strip()


def launch(sock, binary, args):
    # A child shell records the exit status even after Ctrl-Z and fg (bash drops
    # the rest of a command list once a job in it was stopped).
    try:
        os.remove(status_file(sock))
    except OSError:
        pass
    tmux(sock, "send-keys", "-t", "p", "-l",
         f"clear; sh -c '{binary} {' '.join(args)}; s=$?; echo $s >{status_file(sock)}; echo __EXIT=$s'")
    tmux(sock, "send-keys", "-t", "p", "Enter")
    end = time.time() + 15
    while time.time() < end:
        time.sleep(0.1)
        pid = game_pid(sock)
        # Input only once the game holds the terminal (alternate screen, raw mode):
        # a Ctrl-Z between the wrapper's fork and its exec stops a child the
        # shell never hears of, which is the test's doing, not the game's.
        if pid and pane_modes(sock).endswith("1") and tty_raw(sock):
            time.sleep(0.3)  # past start-up, so growth is what play adds
            return pid
    return None


def check_the_checker(binary):
    """The repaint check must see a stale cell: text written to the pane
    behind the game's back. Returns a problem, or None."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        return checked_checker(binary, home)


def checked_checker(binary, home):
    sock = f"soak-self-{os.getpid()}"
    tmux(sock, "-f", "/dev/null", "new-session", "-d", "-s", "p", "-x", "100", "-y", "30",
         f"env HOME={home} TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile")
    time.sleep(0.3)
    try:
        pid = launch(sock, binary, ["2048", "--seed", "3"])
        if pid is None:
            return "the self-check's game did not start"
        compared, bad = screen_consistent(sock, pid)
        if not compared or bad:
            return f"the repaint check failed on an untouched screen: {bad}"
        tty = tmux(sock, "display-message", "-p", "-t", "p", "#{pane_tty}").strip()
        with open(tty, "w") as f:
            f.write("\x1b[5;5HSTALE")
        time.sleep(0.3)
        compared, bad = screen_consistent(sock, pid)
        return None if bad else "the repaint check missed text written behind the game's back"
    finally:
        tmux(sock, "kill-server")
        try:
            os.remove(status_file(sock))
        except OSError:
            pass


def soak(binary, args, seconds, rng, home):
    """Plays one mode for `seconds`. Random input may quit it cleanly (the
    menu's Quit): then it is started again and play goes on. Any other end,
    or a terminal left in mouse or alternate-screen mode, is a failure."""
    sock = f"soak-{os.getpid()}-{rng.randrange(1 << 30)}"
    tmux(sock, "-f", "/dev/null", "new-session", "-d", "-s", "p", "-x", "100", "-y", "30",
         f"env HOME={home} TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile")
    time.sleep(0.3)
    counts = {"keys": 0, "mouse": 0, "resizes": 0, "suspends": 0, "runs": 0, "repaints": 0}
    problems = []
    growth_kib = 0
    w, h = 100, 30
    end = time.time() + seconds
    pid = base = None
    last_sample = 0
    next_check = time.time() + 5
    while time.time() < end and not problems:
        if pid is None or not os.path.exists(f"/proc/{pid}"):
            if pid is not None:
                # It ended: only a clean quit (status 0) with the terminal given back is fine.
                status = wait_exit_status(sock)
                if status != 0:
                    problems.append(f"exited with status {status}; {job_states(sock)}; the screen:\n" + screen_text(sock))
                    break
                if pane_modes(sock) != "000":
                    problems.append(f"terminal not restored after a quit (modes {pane_modes(sock)})")
                    break
            tmux(sock, "resize-window", "-t", "p", "-x", "100", "-y", "30")
            w, h = 100, 30
            pid = launch(sock, binary, args)
            if pid is None:
                problems.append("did not start")
                break
            counts["runs"] += 1
            base = rss_kib(pid)
        r = rng.random()
        if r < 0.45:
            tmux(sock, "send-keys", "-t", "p", rng.choice(KEYS)); counts["keys"] += 1
        elif r < 0.85:
            x, y = rng.randrange(1, w + 3), rng.randrange(1, h + 3)
            seq = rng.choice([f"\x1b[<0;{x};{y}M", f"\x1b[<32;{x};{y}M", f"\x1b[<0;{x};{y}m", f"\x1b[<2;{x};{y}M",
                              f"\x1b[<2;{x};{y}m", f"\x1b[<35;{x};{y}M", f"\x1b[<64;{x};{y}M", f"\x1b[<65;{x};{y}M"])
            tmux(sock, "send-keys", "-t", "p", "-l", seq); counts["mouse"] += 1
            if rng.random() < 0.1:
                time.sleep(0.4)  # long enough for a long press
        elif r < 0.97:
            w, h = rng.choice([(100, 30), (80, 24), (60, 20), (250, 70), (120, 40), (79, 24), (81, 25)])
            tmux(sock, "resize-window", "-t", "p", "-x", str(w), "-y", str(h)); counts["resizes"] += 1
        else:
            tmux(sock, "send-keys", "-t", "p", "C-z")
            # fg typed before the stop lands would be keys for the game.
            if pid is not None:
                wait_state(pid, stopped=True)
            time.sleep(0.05)
            tmux(sock, "send-keys", "-t", "p", "-l", "fg"); tmux(sock, "send-keys", "-t", "p", "Enter")
            counts["suspends"] += 1
            if pid is not None:
                wait_running(sock, pid)
            time.sleep(0.1)
        time.sleep(0.005)
        if time.time() > next_check:
            next_check = time.time() + 5
            compared, bad = screen_consistent(sock, pid)
            counts["repaints"] += 1 if compared else 0
            if bad:
                problems.append(bad)
        if time.time() - last_sample > 0.5:
            last_sample = time.time()
            now_rss = rss_kib(pid)
            if now_rss is not None and base is not None:
                growth_kib = max(growth_kib, now_rss - base)
    if pid is not None and os.path.exists(f"/proc/{pid}") and not problems:
        tmux(sock, "resize-window", "-t", "p", "-x", "100", "-y", "30")
        # q (closing help or asking to leave), y (yes, leave), until the menu's q quits.
        for _ in range(8):
            tmux(sock, "send-keys", "-t", "p", "q"); time.sleep(0.15)
            if not os.path.exists(f"/proc/{pid}"):
                break
            tmux(sock, "send-keys", "-t", "p", "y"); time.sleep(0.15)
        gone = not os.path.exists(f"/proc/{pid}")
        status = wait_exit_status(sock) if gone else None
        if not gone:
            problems.append("did not quit with q; the screen:\n" + screen_text(sock))
        elif status != 0:
            problems.append(f"quit with status {status}; {job_states(sock)}; the screen:\n" + screen_text(sock))
        elif pane_modes(sock) != "000":
            problems.append(f"terminal not restored (modes {pane_modes(sock)})")
    tmux(sock, "kill-server")
    try:
        os.remove(status_file(sock))
    except OSError:
        pass
    return dict(args=" ".join(args), problems=problems, growth_kib=growth_kib, **counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-growth-mib", type=float, default=64,
                    help="fail when a run's resident memory grows by more than this")
    ap.add_argument("--only", help="soak only the modes whose arguments contain this text")
    a = ap.parse_args()
    modes = [m for m in MODES if a.only is None or a.only in " ".join(m)]
    rng = random.Random(a.seed)
    bad = 0
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        problem = check_the_checker(os.path.abspath(a.binary))
        if problem:
            print(f"FAIL soak self-check: {problem}")
            return 1
        print("ok   soak self-check: the repaint check sees a stale cell", flush=True)
        for args in modes:
            r = soak(os.path.abspath(a.binary), args, a.seconds, rng, home)
            if r["growth_kib"] > a.max_growth_mib * 1024:
                r["problems"].append(f"memory grew by {r['growth_kib'] / 1024:.1f} MiB, more than {a.max_growth_mib:g}")
            ok = not r["problems"]
            bad += 0 if ok else 1
            print(f"{'ok  ' if ok else 'FAIL'} brocade {r['args']}: {r['keys']} keys, {r['mouse']} mouse reports, "
                  f"{r['resizes']} resizes, {r['suspends']} suspends, {r['repaints']} repaint checks, {r['runs']} run(s); "
                  f"RSS growth {r['growth_kib']} KiB" + ("" if ok else "; " + "; ".join(r["problems"])), flush=True)
    print(f"{len(modes) - bad} passed, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
