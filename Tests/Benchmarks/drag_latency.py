#!/usr/bin/env python3
"""Mirror jigsaw: time from a mouse motion report to the updated frame, and
bytes written per drag step.

Runs `brocade jigsaw` in a pseudo-terminal (80x24 unless --size says
otherwise), long-presses a tray piece (at --press, 0-based, on the first
slot), then sends motion reports one at a time (moving the piece a column or
a row each time) and measures the time until the first bytes of the new
frame arrive, and how many bytes the whole frame takes.

Usage: drag_latency.py BINARY [--steps N] [--size 200x60 --press 15,40]
"""
import argparse, json, os, select, statistics, sys, time

from ptyrun import drain, spawn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--size", default="80x24")
    # The first tray slot of the default board (see JigsawLayout): at 80x24
    # columns 6-13, rows 18-21; at 200x60 columns 11-28, rows 38-46.
    ap.add_argument("--press", default="9,19")
    a = ap.parse_args()
    width, height = (int(v) for v in a.size.split("x"))
    px, py = (int(v) for v in a.press.split(","))
    home = "/tmp/brocade-drag-bench-%d" % os.getpid()
    os.makedirs(home, exist_ok=True)
    pid, fd = spawn(a.binary, ["jigsaw", "--seed", "1"], width, height, home)
    drain(fd, 0.6)
    os.write(fd, b"\x1b[<0;%d;%dM" % (px + 1, py + 1))
    time.sleep(0.5)
    drain(fd, 0.1)
    path = [(x, 5) for x in range(8, 36)] + [(35, y) for y in range(5, 14)]
    path = path + path[::-1]
    latencies, sizes = [], []
    i = 0
    while len(latencies) < a.steps:
        x, y = path[i % len(path)]
        i += 1
        t0 = time.monotonic()
        os.write(fd, b"\x1b[<32;%d;%dM" % (x + 1, y + 1))
        r, _, _ = select.select([fd], [], [], 0.5)
        if not r:
            continue
        first = os.read(fd, 65536)
        latencies.append((time.monotonic() - t0) * 1000)
        sizes.append(len(first) + len(drain(fd, 0.02)))
    os.write(fd, b"\x1b[<0;30;6m")
    drain(fd, 0.2)
    os.write(fd, b"\x03")
    drain(fd, 0.3)
    os.waitpid(pid, 0)
    latencies.sort()
    print(f"{a.size}, {len(latencies)} motion reports while dragging a piece:")
    print(f"  motion to first bytes of the frame: median {statistics.median(latencies):.2f} ms, worst {latencies[-1]:.2f} ms")
    print(f"  bytes written per drag step: median {int(statistics.median(sizes))}, max {max(sizes)}")
    print("RESULT " + json.dumps({"median_ms": statistics.median(latencies), "worst_ms": latencies[-1],
                                  "bytes": statistics.median(sizes)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
