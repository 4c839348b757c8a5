#!/usr/bin/env python3
"""Time from a key press to the first frame it causes, for brocade 2048.

Runs the binary in a pseudo-terminal, sends arrow keys one at a time, and
measures how long until the first output bytes of the move arrive. Keys that
change nothing (no output within 150 ms) are not counted.

Usage: key_latency.py BINARY [--moves N] [--size WxH] [--no-animation]
"""
import argparse
import json
import os
import select
import statistics
import sys
import time

from ptyrun import drain, spawn

KEYS = [b"\x1b[D", b"\x1b[A", b"\x1b[C", b"\x1b[B"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--moves", type=int, default=200)
    ap.add_argument("--size", default="80x24")
    ap.add_argument("--no-animation", action="store_true")
    a = ap.parse_args()
    width, height = (int(v) for v in a.size.split("x"))
    home = "/tmp/brocade-bench-home-%d" % os.getpid()
    os.makedirs(home, exist_ok=True)
    args = [a.binary, "2048", "--seed", "1"] + (["--no-animation"] if a.no_animation else [])
    pid, fd = spawn(a.binary, args[1:], width, height, home)
    drain(fd, 0.5)
    latencies, frame_bytes = [], []
    i = 0
    while len(latencies) < a.moves and i < a.moves * 4:
        key = KEYS[i % 4]
        i += 1
        t0 = time.monotonic()
        os.write(fd, key)
        r, _, _ = select.select([fd], [], [], 0.15)
        if not r:
            continue
        first = os.read(fd, 65536)
        latencies.append((time.monotonic() - t0) * 1000)
        rest = drain(fd, 0.2)
        frame_bytes.append(len(first) + len(rest))
        if b"Game over" in first + rest:
            os.write(fd, b"n")
            drain(fd, 0.3)
    os.write(fd, b"\x03")
    drain(fd, 0.3)
    os.waitpid(pid, 0)
    latencies.sort()
    print(f"{a.size}, {'no animation' if a.no_animation else 'animated'}, {len(latencies)} moves:")
    print(f"  key to first frame: median {statistics.median(latencies):.2f} ms, worst {latencies[-1]:.2f} ms")
    print(f"  bytes written per move (all frames): median {int(statistics.median(frame_bytes))}")
    print("RESULT " + json.dumps({"median_ms": statistics.median(latencies), "worst_ms": latencies[-1],
                                  "bytes": statistics.median(frame_bytes)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
