#!/usr/bin/env python3
"""make bench: runs every benchmark against release builds and prints one
table. Each benchmark prints its details (kept in .build/bench/*.log) and a
last line `RESULT {json}` with its figures.

Usage: bench.py [--games N] [--hard N] [--large 0|1] [--quick]
"""
import argparse, json, os, subprocess, sys, time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
REL = os.path.join(ROOT, ".build", "release")
LOGS = os.path.join(ROOT, ".build", "bench")


def run(name, cmd, json_output=False, env=None):
    """Runs CMD, logs its output, returns its RESULT figures (or its JSON)."""
    print(f"  running {name} ...", file=sys.stderr, flush=True)
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=None if env is None else {**os.environ, **env})
    with open(os.path.join(LOGS, name + ".log"), "w") as f:
        f.write(f"$ {' '.join(cmd)}\n{p.stdout}{p.stderr}\n({time.monotonic() - t0:.1f} s)\n")
    if p.returncode != 0:
        raise SystemExit(f"bench: {name} failed with status {p.returncode}; see {LOGS}/{name}.log")
    if json_output:
        return json.loads(p.stdout)
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT "):])
    raise SystemExit(f"bench: {name} printed no RESULT line; see {LOGS}/{name}.log")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=0,
                    help="whole 2048 games for the reach rates (hours; 0: the first 1000 moves of 4 games)")
    ap.add_argument("--hard", type=int, default=3, help="how many of the 17 80-move 15-puzzle positions (0 to 17)")
    ap.add_argument("--large", type=int, choices=(0, 1), default=1,
                    help="1: also build the large 7-8 tables (minutes, 2.6 GB) and solve with them")
    ap.add_argument("--quick", action="store_true", help="fewer runs, for a first look")
    a = ap.parse_args()
    os.makedirs(LOGS, exist_ok=True)
    brocade = os.path.join(REL, "brocade")
    rows = []

    def row(area, measure, figure, target=""):
        rows.append((area, measure, figure, target))

    s = run("solver-bench", [os.path.join(REL, "solver-bench")],
            env={"SOLVER_BENCH_HARD": str(a.hard), "SOLVER_BENCH_LARGE": str(a.large)})
    e = s["eight"]
    row("8-puzzle", f"all {e['positions']:,} solvable positions, optimal, checked by BFS",
        f"{e['seconds']:.2f} s in all, longest {e['longest']} moves, {'all match' if e['all_optimal'] else 'MISMATCH'}", "< 10 s")
    f = s["fifteen"]
    row("15-puzzle", "pattern databases (6-6-3): build, size", f"{f['build_seconds']:.1f} s, {f['database_mib']:.1f} MiB", "<= 64 MB")
    row("15-puzzle", f"{f['positions']} random positions (seeds 1-{f['positions']}), optimal",
        f"median {f['median_ms']:.1f} ms, p90 {f['p90_ms']:.1f} ms, worst {f['worst_ms']:.0f} ms", "median < 30 ms, worst < 2 s")
    row("15-puzzle", "search speed, mean solution length",
        f"{f['nodes_per_second'] / 1e6:.1f} M nodes/s, {f['mean_length']:.1f} moves", "")
    for suffix, tables in (("", "6-6-3"), ("_large", "7-8")):
        if "large_build" in s and suffix:
            b = s["large_build"]
            row("15-puzzle", "large tables (7-8): build on up to 2 threads, file, peak memory",
                f"{b['seconds']:.0f} s, {b['file_mib']:.0f} MiB, {b['peak_rss_mb']:.0f} MB", "a few minutes")
        if "korf" + suffix in s:
            k = s["korf" + suffix]
            row("15-puzzle", f"Korf's 100, {tables} tables, optimal (checked against the published lengths)",
                f"mean {k['mean_ms']:.1f} ms, median {k['median_ms']:.1f} ms, worst {k['worst_ms']:.0f} ms, "
                f"mean {k['mean_nodes']:,.0f} nodes", "mean <= 15 ms")
        if "hardest" + suffix in s:
            h = s["hardest" + suffix]
            row("15-puzzle", f"80-move positions, {tables} tables: {h['positions']} of {h['of']}, each confirmed 80",
                f"mean {h['mean_s']:.1f} s, worst {h['worst_s']:.1f} s, mean {h['mean_nodes']:,.0f} nodes", "<= 10 s each")
    st = run("solve-startup", [sys.executable, "Tests/Benchmarks/solve_startup.py", brocade, "--runs", "11" if a.quick else "31"])
    row("15-puzzle", "brocade solve start-up, tables cached: whole process (brocade --version); startMillis",
        f"{st['solve_ms']:.1f} ms ({st['version_ms']:.1f} ms); {st['start_ms']:.2f} ms", "start <= 15 ms")
    if "twenty_four" in s:
        t = s["twenty_four"]
        build = f"{t['build_seconds']:.1f} s, " if t["build_seconds"] is not None else ""
        row("24-puzzle", "pattern databases (5-5-5-5-4): build on up to 2 threads, size in memory / file",
            f"{build}{t['tables_mib']:.1f} / {t['file_mib']:.1f} MiB", "")
        row("24-puzzle", f"Korf and Felner's {t['positions']}, {t['budget_ms']} ms each: length over the published optimum",
            f"mean {t['mean_ratio']:.3f}x ({t['mean_length']:.1f} moves), worst {t['worst_ratio']:.3f}x, {t['optimal']} optimal",
            "mean <= 1.05x")
        row("24-puzzle", "time, search nodes", f"median {t['median_ms']:.0f} ms, worst {t['worst_ms']:.0f} ms, "
            f"mean {t['mean_nodes'] / 1e6:.1f} M nodes", "<= 2 s each")
    for size, big in sorted(s["large"].items(), key=lambda kv: int(kv[0])):
        row(f"{size}x{size} puzzle", "20 shuffles, quick solver", f"worst {big['worst_ms']:.1f} ms, mean {big['mean_length']:.0f} moves", "< 1 s")
    for size, nb in sorted(s.get("near", {}).items(), key=lambda kv: int(kv[0])):
        row(f"{size}x{size} puzzle", f"{nb['positions']} random positions, 2 s each, as the game solves them "
            "(down to the last 5x5, which the 5x5 search finishes): length / Manhattan distance",
            f"mean {nb['mean_ratio']:.2f}x ({nb['mean_length']:.0f} moves), worst {nb['worst_ratio']:.2f}x; "
            f"median {nb['median_ms']:.0f} ms, worst {nb['worst_ms']:.0f} ms", "<= 1.5x, <= 2 s")

    r = run("rules-bench", [os.path.join(REL, "rules-bench")])
    row("2048", "compact 4x4 engine", f"{r['compact_moves_per_second'] / 1e6:.1f} M moves/s", ">= 50 M")
    row("2048", "plain rules engine, 4x4", f"{r['rules_moves_per_second'] / 1e6:.2f} M moves/s", "")
    row("2048", "compact engine, random play with points and new tiles (peer's loop)",
        f"{r['raw_moves_per_second'] / 1e6:.1f} M moves/s", ">= peer's (about 85 M)")
    p = run("player-positions", [os.path.join(REL, "player-bench"), "positions",
                                 os.path.join(ROOT, "Tests", "Benchmarks", "2048-positions.txt"), "0"])
    row("2048", f"expectimax player on {p['positions']} fixed boards, no budget",
        f"mean {p['mean_ms']:.1f} ms, median {p['median_ms']:.1f} ms, worst {p['worst_ms']:.0f} ms, "
        f"{p['positions_per_ms'] / 1000:.1f} k positions/ms", "")
    if a.games:
        # Whole games: hours (one core a game); resumable, see docs/BENCHMARKS.md.
        g = run("autoplay-full", ["python3", os.path.join(ROOT, "Tests", "Benchmarks", "autoplay_full.py"), "--brocade", brocade,
                                  "--games", str(a.games), "--dir", os.path.join(LOGS, "2048-games"), "--jobs", str(os.cpu_count() or 1)])
        n = g["games"]
        row("2048", f"expectimax player, ms per move ({n} whole games)",
            f"mean {g['mean_ms']:.1f} ms, median {g['median_ms']:.1f} ms, p99 {g['p99_ms']:.0f} ms, worst {g['worst_ms']:.0f} ms",
            "mean <= 30 ms, worst < 500 ms")
        row("2048", f"{n} games (seeds 1-{n}): reached 2048 / 4096 / 8192 / 16384 / 32768",
            " / ".join(str(g["reached"][str(t)]) for t in (2048, 4096, 8192, 16384, 32768))
            + f" of {n}; median score {g['median_score']:,.0f}", "16384 >= 94, 32768 >= 36 of 100")
    else:
        g = run("autoplay", [brocade, "2048", "--autoplay", "--games", "4", "--max-moves", "1000", "--seed", "1", "--json"],
                json_output=True)
        sm = g["summary"]
        row("2048", "expectimax player, first 1000 moves of 4 games (seeds 1-4)",
            f"mean {sm['meanMsPerMove']:.1f} ms, median {sm['medianMsPerMove']:.1f} ms, p99 {sm['p99MsPerMove']:.0f} ms, "
            f"worst {sm['worstMsPerMove']:.0f} ms", "whole games: BENCH_GAMES=100")

    p = run("picture-bench", [os.path.join(REL, "picture-bench"), "Resources"])
    row("drawing", "whole frame at 250x70 into memory (jigsaw, 2048, slide)",
        ", ".join(f"{p['frame_ms'][m]:.2f}" for m in ("mirror-jigsaw", "2048", "slide")) + " ms", "")
    row("drawing", "the same, mirror jigsaw 4x5 full of pieces: square / with tabs and turns",
        f"{p['frame_ms']['mirror-jigsaw-full']:.2f} / {p['frame_ms']['mirror-jigsaw-tabs-full']:.2f} ms", "")
    row("drawing", "the same, mirror jigsaw 10x10 with tabs and turns, half placed",
        f"{p['frame_ms']['mirror-jigsaw-10x10-tabs-half']:.2f} ms", "at most 8 ms")
    row("drawing", "the same with the pictures as images (kitty's 9x20-pixel cells): 4x5 full / 10x10 tabs half placed",
        f"{p['frame_ms']['mirror-jigsaw-full-images']:.2f} / {p['frame_ms']['mirror-jigsaw-10x10-tabs-half-images']:.2f} ms", "at most 4 ms")
    kd = p["kitty_drag_bytes"]
    row("pixels", "kitty at 200x60, 10x10 mirror jigsaw: first frame; a drag step (median, most)",
        f"{kd['first'] / 1024:.0f} KiB; {kd['median']} B, {kd['most']} B", "a step at most 300 B")
    ko = p["kitty_drag_over_placed_bytes"]
    row("pixels", "the same over a board half full (the piece passes over placed ones and taken cells)",
        f"{ko['median']} B, {ko['most']} B", "")
    kc = p["kitty_create_drag_bytes"]
    row("pixels", "kitty at 200x60, Create 6x6: a palette tile carried over the loom, a drag step (median, most)",
        f"{kc['median']} B, {kc['most']} B", "a step at most 300 B")
    row("pictures", "the generator: weave one 60x40 Li brocade (median of 200 seeds)", f"{p['weave_ms']:.3f} ms", "")
    t = run("repaint", [sys.executable, "Tests/Benchmarks/repaint.py", brocade, "--frames", "10" if a.quick else "30"])
    row("drawing", "whole frame at 250x70 through the terminal (Ctrl-L; jigsaw, 2048, slide)",
        ", ".join(f"{t[m]['median_ms']:.1f}" for m in ("jigsaw", "2048", "slide")) + " ms", "")
    u = run("startup", [sys.executable, "Tests/Benchmarks/startup_idle.py", brocade,
                        "--runs", "3" if a.quick else "10", "--idle", "3" if a.quick else "10"])
    row("start-up", "to first frame at 80x24; peak memory",
        f"{u['first_frame_ms']:.1f} ms; {u['peak_rss_mib']:.1f} MiB", "")
    row("idle", f"CPU and wake-ups over {u['idle_seconds']:g} s in the menu",
        f"{u['idle_cpu_ms']:.0f} ms, {u['idle_wakeups']:g} wake-ups", "0")
    k = run("key-latency", [sys.executable, "Tests/Benchmarks/key_latency.py", brocade, "--moves", "50" if a.quick else "200"])
    row("input", "2048 key to first frame", f"median {k['median_ms']:.2f} ms, worst {k['worst_ms']:.2f} ms", "")
    d = run("drag-latency", [sys.executable, "Tests/Benchmarks/drag_latency.py", brocade, "--steps", "50" if a.quick else "200"])
    row("input", "jigsaw drag: motion report to frame", f"median {d['median_ms']:.2f} ms, worst {d['worst_ms']:.2f} ms", "")

    widths = [max(len(str(r[i])) for r in rows + [("Area", "Measure", "Result", "Target")]) for i in range(4)]
    def line(cells):
        return "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    print(line(("Area", "Measure", "Result", "Target")))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    print(f"\nDetails: {LOGS}/*.log. Release builds, {os.cpu_count()} cores.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
