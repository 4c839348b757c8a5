#!/usr/bin/env python3
"""How legible brocade's letters are in a real terminal.

Runs brocade in a real xterm under Xvfb, light (xterm's default, white) and
dark (xterm -rv), takes a screenshot of each screen, and measures, for every
letter cell, the contrast (WCAG ratio) of its ink against its cell's
background, as the pixels show them. Which cells hold letters comes from
the same screen run in tmux at the same size (capture-pane's text): letters,
digits and punctuation, not blocks, box drawing or shapes (U+2500-U+25FF),
which draw pictures and frames.

    python3 Tests/Contrast/contrast.py --bin .build/debug/brocade --display :73 --out /tmp/contrast
    python3 Tests/Contrast/contrast.py --analyse shot.png screen.txt   # one screenshot

Needs Xvfb running on the display, xterm, xdotool, ImageMagick's import,
tmux, Pillow, and the DejaVu Sans Mono font. Prints a table: per screen and
background, letter cells, those under 3:1 and their share, and those of
the status line (the last row) under 3:1.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

from PIL import Image

THRESHOLD = 3.0
# The picture library, for the jigsaws.
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources")
COLS, ROWS = 80, 24

# Screen name, brocade's arguments, keys sent once it is drawn (xdotool key names; tmux names beside).
SCREENS = [
    ("menu", [], []),
    ("menu, 2nd entry", [], [("Down", "Down")]),
    ("help", [], [("question", "?")]),
    ("mirror jigsaw", ["--seed", "1", "jigsaw"], []),
    ("classic jigsaw", ["--seed", "1", "jigsaw", "--classic"], []),
    ("new-game panel", [], [("2", "2")]),
    ("2048", ["--seed", "1", "2048"], []),
    ("2048 actions", ["--seed", "1", "2048"], [("equal", "=")]),
    ("slide", ["--seed", "1", "slide"], []),
    ("create", ["--seed", "1", "create"], []),
]


def luminance(rgb):
    def ch(v):
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def is_letter(c):
    if c in (" ", "\u00a0") or not c.strip():
        return False
    return not (0x2500 <= ord(c) <= 0x25FF)


def cells_of_text(lines):
    """(column, row, character, width) of each letter cell of a captured screen."""
    out = []
    for y, line in enumerate(lines[:ROWS]):
        x = 0
        for c in line:
            w = 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
            if x >= COLS:
                break
            if is_letter(c):
                out.append((x, y, c, w))
            x += w
    return out


def analyse(png, lines):
    """Every letter cell's contrast: a list of (x, y, char, ratio)."""
    img = Image.open(png).convert("RGB")
    width, height = img.size
    # xterm's inner border is 2 pixels on every side.
    border = 2
    cw = (width - 2 * border) / COLS
    chh = (height - 2 * border) / ROWS
    px = img.load()
    result = []
    for x, y, c, w in cells_of_text(lines):
        x0, y0 = int(border + x * cw), int(border + y * chh)
        x1, y1 = int(border + (x + w) * cw), int(border + (y + 1) * chh)
        counts = {}
        for yy in range(y0, y1):
            for xx in range(x0, x1):
                p = px[xx, yy]
                counts[p] = counts.get(p, 0) + 1
        bg = max(counts, key=counts.get)
        ink = max(counts, key=lambda p: ratio(p, bg))
        result.append((x, y, c, ratio(ink, bg)))
    return result


def run(cmd, **kw):
    return subprocess.run(cmd, check=False, capture_output=True, text=True, **kw)


def settle_shot(window, display, path, timeout=30):
    """A screenshot once two in a row, 0.4 s apart, are the same."""
    env = dict(os.environ, DISPLAY=display)
    last = None
    deadline = time.time() + timeout
    while time.time() < deadline:
        run(["import", "-window", window, path], env=env)
        try:
            data = Image.open(path).tobytes()
        except Exception:
            data = None
        if data is not None and data == last and len(set(data[::97])) > 2:
            return True
        last = data
        time.sleep(0.4)
    return False


def tmux_text(binary, args, keys, home, sock, extra_env):
    # The same environment as the xterm's: what is drawn can hang on the colours (2048's empty cells).
    env_cmd = ["env", "TERM=xterm", f"HOME={home}", "LANG=C.UTF-8", f"BROCADE_DATA_DIR={DATA}"] + extra_env + [binary] + args
    run(["tmux", "-L", sock, "kill-server"])
    run(["tmux", "-L", sock, "new-session", "-d", "-x", str(COLS), "-y", str(ROWS), " ".join(env_cmd)])
    text = ""
    for _ in range(150):
        time.sleep(0.2)
        text = run(["tmux", "-L", sock, "capture-pane", "-p"]).stdout
        if text.strip() and ("help" in text or "帮助" in text):
            break
    for _, k in keys:
        run(["tmux", "-L", sock, "send-keys", k])
    prev = None
    for _ in range(50):
        time.sleep(0.3)
        text = run(["tmux", "-L", sock, "capture-pane", "-p"]).stdout
        if text == prev:
            break
        prev = text
    run(["tmux", "-L", sock, "kill-server"])
    return text.replace("\u00a0", " ").split("\n")


def xterm_shot(binary, args, keys, home, display, dark, path, extra_env):
    env = dict(os.environ, DISPLAY=display)
    inner = ["env", "TERM=xterm", f"HOME={home}", "LANG=C.UTF-8", f"BROCADE_DATA_DIR={DATA}"] + extra_env + [binary] + args
    cmd = ["xterm", "-fa", "DejaVu Sans Mono", "-fs", "11", "-geometry", f"{COLS}x{ROWS}+0+0", "-name", "contrastshot"]
    if dark:
        cmd.append("-rv")
    proc = subprocess.Popen(cmd + ["-e"] + inner, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    window = None
    for _ in range(100):
        r = run(["xdotool", "search", "--pid", str(proc.pid)], env=env)
        ids = r.stdout.split()
        if ids:
            window = ids[-1]
            break
        time.sleep(0.1)
    ok = window is not None and settle_shot(window, display, path)
    if ok and keys:
        # Through XTEST to the focused window: xterm ignores sent events.
        run(["xdotool", "mousemove", "5", "5"], env=env)
        run(["xdotool", "windowfocus", "--sync", window], env=env)
        for k, _ in keys:
            run(["xdotool", "key", k], env=env)
        time.sleep(0.3)
        ok = settle_shot(window, display, path)
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="the brocade binary")
    ap.add_argument("--display", default=":73")
    ap.add_argument("--out", default="/tmp/contrast")
    ap.add_argument("--only", help="screens whose name contains this")
    ap.add_argument("--env", action="append", default=[], help="NAME=value for brocade, e.g. COLORTERM=truecolor")
    ap.add_argument("--analyse", nargs=2, metavar=("PNG", "TEXT"), help="measure one screenshot against its text")
    ap.add_argument("--list", action="store_true", help="list every cell under 3:1")
    ap.add_argument("--size", default="80x24", help="columns x rows (200x60 needs a screen of 2000x1300)")
    a = ap.parse_args()
    global COLS, ROWS
    COLS, ROWS = (int(v) for v in a.size.split("x"))
    if a.analyse:
        lines = open(a.analyse[1], encoding="utf-8").read().replace("\u00a0", " ").split("\n")
        res = analyse(a.analyse[0], lines)
        low = [r for r in res if r[3] < THRESHOLD]
        print(f"{len(low)} of {len(res)} letter cells under {THRESHOLD}:1")
        for x, y, c, r in low:
            print(f"  {x},{y} {c!r} {r:.2f}")
        return
    if not a.bin:
        ap.error("--bin or --analyse")
    binary = os.path.abspath(a.bin)
    os.makedirs(a.out, exist_ok=True)
    print(f"{'screen':<16} {'background':<10} {'letters':>7} {'<3:1':>5} {'share':>6} {'status <3:1':>11}")
    total_low = 0
    for name, args, keys in SCREENS:
        if a.only and a.only not in name:
            continue
        home = tempfile.mkdtemp(prefix="contrast-home-")
        try:
            lines = tmux_text(binary, args, keys, home, f"contrast{os.getpid()}", a.env)
            slug = name.replace(" ", "-").replace(",", "")
            open(os.path.join(a.out, f"{slug}.txt"), "w", encoding="utf-8").write("\n".join(lines))
            for dark in (False, True):
                shutil.rmtree(home)
                os.makedirs(home)
                png = os.path.join(a.out, f"{slug}-{'dark' if dark else 'light'}.png")
                shot = xterm_shot(binary, args, keys, home, a.display, dark, png, a.env)
                if not shot:  # once more: a busy machine can be slow to settle
                    shot = xterm_shot(binary, args, keys, home, a.display, dark, png, a.env)
                if not shot:
                    print(f"{name:<16} {'dark' if dark else 'light':<10} no steady screenshot")
                    continue
                res = analyse(png, lines)
                low = [r for r in res if r[3] < THRESHOLD]
                status = [r for r in low if r[1] == ROWS - 1]
                total_low += len(low)
                share = 100 * len(low) / max(1, len(res))
                print(f"{name:<16} {'dark' if dark else 'light':<10} {len(res):>7} {len(low):>5} {share:>5.1f}% {len(status):>11}")
                if a.list:
                    for x, y, c, r in low:
                        print(f"    {x},{y} {c!r} {r:.2f}")
        finally:
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
