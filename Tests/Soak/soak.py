#!/usr/bin/env python3
"""Soak: each mode in tmux under random keys, mouse drags, clicks, wheel,
resizes (below the minimum too) and Ctrl-Z/fg, for SECONDS each. Checks the
process stays alive, reports its memory growth, and that quitting restores
the terminal. Usage: soak.py BINARY [--seconds S] [--seed N]"""
import argparse, os, random, subprocess, sys, tempfile, time

MODES = [["--seed", "3"], ["2048", "--seed", "3"], ["jigsaw", "--seed", "3"], ["jigsaw", "--classic", "--seed", "3"],
         ["slide", "--seed", "3", "--size", "4"], ["slide", "--picture", "frog", "--seed", "3"], ["picture", "deer"]]
KEYS = ["Up", "Down", "Left", "Right", "Enter", "Space", "Tab", "BTab", "Escape", "BSpace", "PageUp", "PageDown",
        "a", "s", "d", "w", "h", "j", "k", "l", "u", "n", "y", "x", "t", "g", "[", "]", "1", "5", "8", "?", "C-r", "C-l"]


def tmux(sock, *args):
    return subprocess.run(["tmux", "-L", sock, *args], capture_output=True, text=True).stdout


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


def soak(binary, args, seconds, rng, home):
    sock = f"soak-{os.getpid()}-{rng.randrange(1 << 30)}"
    tmux(sock, "-f", "/dev/null", "new-session", "-d", "-s", "p", "-x", "100", "-y", "30",
         f"env HOME={home} TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' bash --norc --noprofile")
    time.sleep(0.3)
    # A child shell prints the exit status even after Ctrl-Z and fg (bash drops
    # the rest of a command list once a job in it was stopped).
    tmux(sock, "send-keys", "-t", "p", "-l", f"sh -c '{binary} {' '.join(args)}; echo __EXIT=$?'")
    tmux(sock, "send-keys", "-t", "p", "Enter")
    time.sleep(0.8)
    pid = game_pid(sock)
    start_rss = rss_kib(pid) if pid else None
    counts = {"keys": 0, "mouse": 0, "resizes": 0, "suspends": 0}
    w, h = 100, 30
    end = time.time() + seconds
    while time.time() < end:
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
            tmux(sock, "send-keys", "-t", "p", "C-z"); time.sleep(0.2)
            tmux(sock, "send-keys", "-t", "p", "-l", "fg"); tmux(sock, "send-keys", "-t", "p", "Enter")
            counts["suspends"] += 1
            time.sleep(0.3)
        time.sleep(0.005)
        if pid and not os.path.exists(f"/proc/{pid}"):
            break
    alive = pid is not None and os.path.exists(f"/proc/{pid}")
    end_rss = rss_kib(pid) if alive else None
    screen = tmux(sock, "capture-pane", "-p", "-t", "p")
    if alive:
        tmux(sock, "resize-window", "-t", "p", "-x", "100", "-y", "30")
        # q (closing help or asking to leave), y (yes, leave), until the menu's q quits.
        for _ in range(8):
            tmux(sock, "send-keys", "-t", "p", "q"); time.sleep(0.15)
            if "__EXIT=" in tmux(sock, "capture-pane", "-p", "-t", "p"):
                break
            tmux(sock, "send-keys", "-t", "p", "y"); time.sleep(0.15)
    time.sleep(0.3)
    final = tmux(sock, "capture-pane", "-p", "-t", "p")
    modes = tmux(sock, "display-message", "-p", "-t", "p", "#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}").strip()
    tmux(sock, "kill-server")
    exited = "__EXIT=" in final
    died = not alive and "__EXIT=" in screen
    return dict(args=" ".join(args), alive=alive, died_early=died, exited=exited, restored=modes == "000",
                rss_start_kib=start_rss, rss_end_kib=end_rss, **counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    bad = 0
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        for args in MODES:
            r = soak(os.path.abspath(a.binary), args, a.seconds, rng, home)
            growth = (r["rss_end_kib"] - r["rss_start_kib"]) if r["rss_end_kib"] and r["rss_start_kib"] else None
            # Random input may choose Quit in the menu: a clean exit counts as a pass.
            ok = r["exited"] and r["restored"]
            bad += 0 if ok else 1
            print(f"{'ok  ' if ok else 'FAIL'} brocade {r['args']}: {r['keys']} keys, {r['mouse']} mouse reports, "
                  f"{r['resizes']} resizes, {r['suspends']} suspends; RSS {r['rss_start_kib']} -> {r['rss_end_kib']} KiB"
                  f" (growth {growth} KiB); alive {r['alive']}, quit {r['exited']}, terminal restored {r['restored']}", flush=True)
    print(f"{len(MODES) - bad} passed, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
