#!/usr/bin/env python3
"""The cost of starting `brocade solve` with the 4x4 tables in the cache:
the whole process's wall time on a position one move from solved (so the
search is nothing), against `brocade --version` (the same binary doing
nothing) as the floor, and the command's own `startMillis` (options read to
search started). Runs alternate, the first few are dropped, medians reported.

Usage: solve_startup.py BROCADE [--runs N]
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

EASY = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".split()


def wall(cmd, env):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise SystemExit(f"solve_startup: {' '.join(cmd)} failed ({p.returncode}): {p.stderr.strip()}")
    return dt * 1000, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("brocade")
    ap.add_argument("--runs", type=int, default=31)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="brocade-solve-startup-") as home:
        env = {"HOME": home, "PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": os.path.join(home, "cache")}
        # The first run builds and stores the tables (and checks the copy whole).
        _, out = wall([a.brocade, "solve", "--json"] + EASY, env)
        solve, floor, start = [], [], []
        for i in range(a.runs + 3):
            f, _ = wall([a.brocade, "--version"], env)
            s, out = wall([a.brocade, "solve", "--json"] + EASY, env)
            if i >= 3:
                floor.append(f)
                solve.append(s)
                # Older builds have no startMillis: compare them by wall time.
                start.append(json.loads(out).get("startMillis", float("nan")))
    r = {"runs": a.runs, "solve_ms": statistics.median(solve), "version_ms": statistics.median(floor),
         "start_ms": statistics.median(start), "start_worst_ms": max(start)}
    print(f"brocade solve --json (one move, tables cached): median {r['solve_ms']:.1f} ms whole process, "
          f"min {min(solve):.1f}; brocade --version {r['version_ms']:.1f} ms; startMillis median {r['start_ms']:.2f} ms, "
          f"worst {r['start_worst_ms']:.2f} ms ({a.runs} runs)")
    print("RESULT " + json.dumps(r))


if __name__ == "__main__":
    sys.exit(main())
