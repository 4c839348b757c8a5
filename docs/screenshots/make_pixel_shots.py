#!/usr/bin/env python3
"""The README's pair of screenshots of one game in a real kitty under Xvfb:
the pictures in real pixels (--graphics kitty) and in half blocks
(--graphics blocks). Run by `make screenshots`; needs xvfb, kitty, xdotool
and imagemagick (the real-terminal tests' packages)."""
import argparse, os, shutil, subprocess, tempfile, time

def wait_window(display, pid, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                             env=dict(os.environ, DISPLAY=display), capture_output=True, text=True).stdout.split()
        if out:
            return out[0]
        time.sleep(0.2)
    raise SystemExit("make_pixel_shots: kitty's window did not show")

def shot(display, window, path):
    subprocess.run(["import", "-window", window, path], env=dict(os.environ, DISPLAY=display), check=True)

def settled(display, window, path, timeout=30):
    """A screenshot once two in a row are the same: the game has drawn."""
    end, last = time.time() + timeout, None
    while time.time() < end:
        shot(display, window, path)
        data = open(path, "rb").read()
        if data == last:
            return
        last = data
        time.sleep(0.5)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--brocade", required=True)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__)))
    args = ap.parse_args()
    brocade = os.path.abspath(args.brocade)
    display = ":%d" % (400 + os.getpid() % 500)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24"], stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        for graphics, name in (("kitty", "mirror-jigsaw-pixels.png"), ("blocks", "mirror-jigsaw-blocks.png")):
            home = tempfile.mkdtemp()
            # A 4x5 mirror jigsaw of the frog, the solver run to its last piece.
            script = os.path.join(home, "run.sh")
            with open(script, "w") as f:
                f.write("#!/bin/sh\ncd %s\nHOME=%s exec %s jigsaw --picture frog --cols 4 --seed 7 --graphics %s\n"
                        % (home, home, brocade, graphics))
            os.chmod(script, 0o755)
            kitty = subprocess.Popen(["kitty", "--config", "NONE", "-o", "initial_window_width=1000",
                                      "-o", "initial_window_height=640", "-o", "cursor_blink_interval=0", script],
                                     env=dict(os.environ, DISPLAY=display), stderr=subprocess.DEVNULL)
            try:
                window = wait_window(display, kitty.pid)
                path = os.path.join(home, "shot.png")
                settled(display, window, path)
                env = dict(os.environ, DISPLAY=display)
                subprocess.run(["xdotool", "type", "--window", window, "S"], env=env, check=True)
                # The solver places a piece every few hundred milliseconds: a
                # few seconds of it, then any key stops it (this is a picture
                # for the README, not a test: its time need not be exact).
                time.sleep(4)
                subprocess.run(["xdotool", "key", "--window", window, "space"], env=env, check=True)
                settled(display, window, path)
                shutil.copy(path, os.path.join(args.out, name))
                print("wrote", os.path.join(args.out, name))
            finally:
                kitty.kill()
                shutil.rmtree(home, ignore_errors=True)
    finally:
        xvfb.kill()

if __name__ == "__main__":
    main()
