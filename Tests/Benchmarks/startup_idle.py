#!/usr/bin/env python3
"""Start-up, idle and memory benchmark for brocade.

Runs the binary in a pseudo-terminal of a fixed size and reports medians over
several runs of:
  - the time from spawning to the end of the first full frame (brocade turns
    mouse reporting on right after its first refresh, so the arrival of that
    sequence marks the frame as complete);
  - the CPU time (user + system) used over an idle period in the menu, and the
    number of times the process woke up meanwhile (context switches);
  - the peak resident memory (VmHWM).

Usage: startup_idle.py BINARY [--runs N] [--idle SECONDS] [--size WxH]
"""
import argparse
import os
import select
import statistics
import sys
import json
import time

from ptyrun import drain, spawn

MOUSE_ON = b"\x1b[?1006h"


def proc_stat(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime


def proc_status(pid, key):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def one_run(binary, width, height, idle):
    start = time.monotonic()
    pid, fd = spawn(binary, [], width, height)
    seen = b""
    first_frame = None
    while time.monotonic() - start < 10:
        r, _, _ = select.select([fd], [], [], 1)
        if r:
            seen += os.read(fd, 65536)
            if MOUSE_ON in seen:
                first_frame = time.monotonic() - start
                break
    if first_frame is None:
        os.kill(pid, 9)
        raise RuntimeError("no first frame within 10 s")
    drain(fd, 0.2)  # let start-up settle
    cpu0 = proc_stat(pid)
    sw0 = proc_status(pid, "voluntary_ctxt_switches") + proc_status(pid, "nonvoluntary_ctxt_switches")
    drain(fd, idle)
    cpu1 = proc_stat(pid)
    sw1 = proc_status(pid, "voluntary_ctxt_switches") + proc_status(pid, "nonvoluntary_ctxt_switches")
    peak_kib = proc_status(pid, "VmHWM")
    os.write(fd, b"q")
    drain(fd, 0.5)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return first_frame, cpu1 - cpu0, sw1 - sw0, peak_kib, os.waitstatus_to_exitcode(status)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--idle", type=float, default=10.0)
    ap.add_argument("--size", default="80x24")
    a = ap.parse_args()
    width, height = (int(v) for v in a.size.split("x"))
    frames, cpus, wakes, peaks = [], [], [], []
    for i in range(a.runs):
        f, c, w, p, code = one_run(os.path.abspath(a.binary), width, height, a.idle)
        if code != 0:
            print(f"run {i + 1}: exit status {code}", file=sys.stderr)
            return 1
        frames.append(f * 1000)
        cpus.append(c * 1000)
        wakes.append(w)
        peaks.append(p / 1024)
        print(f"run {i + 1}: first frame {f * 1000:.1f} ms, idle CPU {c * 1000:.0f} ms, "
              f"wake-ups {w}, peak RSS {p / 1024:.1f} MiB", flush=True)
    print(f"\n{a.size}, {a.runs} runs, {a.idle:g} s idle each (medians):")
    print(f"  start to first full frame: {statistics.median(frames):.1f} ms (min {min(frames):.1f}, max {max(frames):.1f})")
    print(f"  CPU time while idle:       {statistics.median(cpus):.0f} ms over {a.idle:g} s")
    print(f"  wake-ups while idle:       {statistics.median(wakes):g}")
    print(f"  peak resident memory:      {statistics.median(peaks):.1f} MiB")
    print("RESULT " + json.dumps({"size": a.size, "first_frame_ms": statistics.median(frames),
                                  "idle_cpu_ms": statistics.median(cpus), "idle_seconds": a.idle,
                                  "idle_wakeups": statistics.median(wakes), "peak_rss_mib": statistics.median(peaks)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
