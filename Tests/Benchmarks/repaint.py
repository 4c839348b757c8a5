#!/usr/bin/env python3
"""Time for a whole frame through the terminal: Ctrl-L (redraw everything)
to the last byte of the frame, per mode, in a pseudo-terminal.

Usage: repaint.py BINARY [--size 250x70] [--frames N]
"""
import argparse, json, os, select, statistics, sys, time

from ptyrun import drain, spawn

MODES = [["jigsaw", "--seed", "1"], ["2048", "--seed", "1"], ["slide", "--seed", "1", "--size", "4"]]


def frame_time(fd):
    """Sends Ctrl-L; returns (ms to the last byte, bytes), the frame being
    over when nothing more comes for 50 ms."""
    t0 = time.monotonic()
    os.write(fd, b"\x0c")
    got, last = 0, t0
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        got += len(chunk)
        last = time.monotonic()
    return (last - t0) * 1000, got


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--size", default="250x70")
    ap.add_argument("--frames", type=int, default=30)
    a = ap.parse_args()
    width, height = (int(v) for v in a.size.split("x"))
    home = "/tmp/brocade-repaint-bench-%d" % os.getpid()
    os.makedirs(home, exist_ok=True)
    result = {}
    for args in MODES:
        pid, fd = spawn(os.path.abspath(a.binary), args, width, height, home)
        drain(fd, 0.8)
        times, sizes = [], []
        for _ in range(a.frames):
            ms, n = frame_time(fd)
            if n:
                times.append(ms)
                sizes.append(n)
        os.write(fd, b"\x03")
        drain(fd, 0.3)
        os.waitpid(pid, 0)
        os.close(fd)
        med = statistics.median(times)
        print(f"{a.size} {args[0]}: whole frame through the terminal median {med:.2f} ms, worst {max(times):.2f} ms, "
              f"{int(statistics.median(sizes))} bytes")
        result[args[0]] = {"median_ms": med, "worst_ms": max(times), "bytes": statistics.median(sizes)}
    print("RESULT " + json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
