#!/usr/bin/env python3
"""The 2048 player over whole games, one game a seed, resumable.

Each finished game is kept as DIR/seed-S.json (the player's own --json
report with every move's time), so a run that is stopped loses only the
games in progress, and a later run with the same DIR plays only the seeds
still missing. Games are deterministic (the thinking budget is counted in
positions), so a seed gives the same game on every machine; only the times
depend on the machine and its load.

With --player-bench PATH the games are played by `player-bench game`
instead: the same moves as the brocade binary of the same source, but a
game in progress is kept every half minute (DIR/seed-S.json.partial), so a
stopped run loses half a minute a game, not the games; and --tuning
"DEPTH_BELOW MIN_PROB MARGIN[@MOVE]" or settings by name ("below=0
prune=1000000@3") plays another tuning than the default, as
player-bench takes it.

With --record FILE each finished game is also added to FILE as one line
(seed, tile, score, moves, total and worst milliseconds, positions in all
and at the most, and its move times as a histogram in steps of 2^(1/16),
about 4%): small enough to keep in the repository, so a run that takes
longer than a machine lives can go on elsewhere. Seeds in FILE are not
played again, and the summary counts them; its median and 99th percentile
then come from the histograms (the upper edge of the step they fall in).
FILE's first line names the player's think time and tuning, and a run with
others is refused.

Usage: autoplay_full.py (--brocade PATH | --player-bench PATH [--tuning T]) --games 100 --dir DIR
                        [--jobs 1] [--think MS] [--record FILE] [--summary-only]
Prints the summary as text and, last, one JSON line starting RESULT.
"""
import argparse, collections, concurrent.futures, json, math, os, subprocess, sys, threading

MILESTONES = (2048, 4096, 8192, 16384, 32768)
STEPS = 16  # histogram steps to each doubling of a move's time
RECORD_LOCK = threading.Lock()


def step(ms):
    """The histogram step a move's time falls in: (2^((k-1)/16), 2^(k/16)] ms."""
    return math.ceil(math.log2(max(ms, 1e-6)) * STEPS)


def record_line(g):
    hist = collections.Counter(step(ms) for ms in g.get("msPerMove") or [])
    times = g.get("msPerMove") or [0]
    positions = g.get("positionsPerMove")
    counted = f"positions={sum(positions)} worst_positions={max(positions or [0])} " if positions is not None else ""
    return (f"seed={g['seed']} tile={g['tile']} score={g['score']} moves={g['moves']} "
            f"total_ms={sum(times):.1f} worst_ms={max(times):.2f} {counted}"
            f"hist={','.join(f'{k}:{hist[k]}' for k in sorted(hist))}")


def read_record(path, header):
    """The games kept in a record file, by seed; refuses another player's file."""
    games = {}
    if not path or not os.path.exists(path):
        return games
    lines = open(path).read().splitlines()
    if not lines or lines[0] != header:
        sys.exit(f"{path} was played by another player ({lines[0] if lines else 'no header'!r}, not {header!r})")
    for line in lines[1:]:
        fields = dict(f.split("=", 1) for f in line.split())
        hist = {int(k): int(c) for k, c in (x.split(":") for x in fields["hist"].split(",") if x)}
        games[int(fields["seed"])] = {
            "seed": int(fields["seed"]), "tile": int(fields["tile"]), "score": int(fields["score"]),
            "moves": int(fields["moves"]), "total_ms": float(fields["total_ms"]),
            "worst_ms": float(fields["worst_ms"]), "hist": hist,
            "positions": int(fields["positions"]) if "positions" in fields else None,
            "worst_positions": int(fields.get("worst_positions", 0))}
    return games


def append_record(path, header, g):
    with RECORD_LOCK:
        new = not os.path.exists(path)
        with open(path, "a") as f:
            if new:
                f.write(header + "\n")
            f.write(record_line(g) + "\n")


def play(a, seed, path):
    if a.player_bench:
        subprocess.run([a.player_bench, "game", str(seed), str(a.think), path] + a.tuning.split(),
                       check=True, capture_output=True)
        out = open(path).read()
    else:
        out = subprocess.run([a.brocade, "2048", "--autoplay", "--seed", str(seed), "--think", str(a.think),
                              "--json", "--move-times"], check=True, capture_output=True, text=True).stdout
        tmp = path + ".part"
        with open(tmp, "w") as f:
            f.write(out)
        os.replace(tmp, path)
    g = json.loads(out)["games"][0]
    if a.record:
        append_record(a.record, header(a), g)
    print(f"seed {seed}: tile {g['tile']}, score {g['score']}, {g['moves']} moves", flush=True)


def percentile(sorted_values, share):
    """Nearest rank, as the player's own summary counts it."""
    if not sorted_values:
        return 0.0
    k = max(1, -(-len(sorted_values) * share // 100))
    return sorted_values[min(len(sorted_values), int(k)) - 1]


def hist_percentile(hist, share):
    """Nearest rank over a histogram: the upper edge of the step it is in."""
    n = sum(hist.values())
    if not n:
        return 0.0
    k = max(1, -(-n * share // 100))
    seen = 0
    for b in sorted(hist):
        seen += hist[b]
        if seen >= k:
            return 2 ** (b / STEPS)
    return 0.0


def interval(k, n, z=1.96):
    """Wilson's 95% interval for a rate of k in n: what a run of n games can
    tell (23 in 26 is anything from 71% to 96%)."""
    if not n:
        return 0.0, 1.0
    p, q = k / n, z * z / n
    mid, half = (p + q / 2) / (1 + q), z * math.sqrt(p * (1 - p) / n + q / (4 * n)) / (1 + q)
    return max(0.0, mid - half), min(1.0, mid + half)


def summarise(directory, seeds, recorded):
    games, times = [], []
    for s in seeds:
        p = os.path.join(directory, f"seed-{s}.json")
        if os.path.exists(p):
            g = json.load(open(p))["games"][0]
            games.append(g)
            times.extend(g.get("msPerMove") or [])
    played = {g["seed"] for g in games}
    counted = [g.get("positionsPerMove") for g in games]
    kept = [recorded[s] for s in seeds if s in recorded and s not in played]
    times.sort()
    scores = sorted(g["score"] for g in games + kept)
    n = len(scores)
    median_score = 0 if not n else (scores[n // 2] if n % 2 else (scores[n // 2 - 1] + scores[n // 2]) / 2)
    moves = len(times) + sum(g["moves"] for g in kept)
    total = sum(times) + sum(g["total_ms"] for g in kept)
    if kept:
        # Some games are only in the record: every game's times as a histogram.
        hist = collections.Counter(step(ms) for ms in times)
        for g in kept:
            hist.update(g["hist"])
        median, p99 = hist_percentile(hist, 50), hist_percentile(hist, 99)
        worst = max([g["worst_ms"] for g in kept] + times[-1:])
    else:
        median, p99, worst = percentile(times, 50), percentile(times, 99), (times[-1] if times else 0)
    # Positions a move, where every game counted them: the times' load-free twin.
    positions = worst_positions = None
    if games + kept and all(c is not None for c in counted) and all(g["positions"] is not None for g in kept):
        positions = (sum(sum(c) for c in counted) + sum(g["positions"] for g in kept)) / moves
        worst_positions = max([max(c or [0]) for c in counted] + [g["worst_positions"] for g in kept])
    return {
        "games": n,
        "positions_per_move": positions,
        "worst_positions": worst_positions,
        "reached": {t: sum(1 for g in games + kept if g["tile"] >= t) for t in MILESTONES},
        "median_score": median_score,
        "moves": moves,
        "mean_ms": total / moves if moves else 0,
        "median_ms": median,
        "p99_ms": p99,
        "worst_ms": worst,
        "from_record": len(kept),
    }


def header(a):
    return f"# 2048 games: think {a.think} ms, tuning {a.tuning or 'default'}"


def main():
    ap = argparse.ArgumentParser()
    players = ap.add_mutually_exclusive_group(required=True)
    players.add_argument("--brocade")
    players.add_argument("--player-bench")
    ap.add_argument("--tuning", default="", help='with --player-bench: "DEPTH_BELOW MIN_PROB MARGIN[@MOVE]" or settings by name')
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--jobs", type=int, default=1, help="games at once, one core each")
    ap.add_argument("--think", type=int, default=200)
    ap.add_argument("--record", help="also keep each finished game as a line of this file, and skip its seeds")
    ap.add_argument("--summary-only", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    seeds = list(range(a.first_seed, a.first_seed + a.games))
    recorded = read_record(a.record, header(a))
    if not a.summary_only:
        todo = [s for s in seeds if s not in recorded and not os.path.exists(os.path.join(a.dir, f"seed-{s}.json"))]
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            for f in [pool.submit(play, a, s, os.path.join(a.dir, f"seed-{s}.json")) for s in todo]:
                f.result()
    r = summarise(a.dir, seeds, recorded)
    print(f"{r['games']} games of seeds {seeds[0]}-{seeds[-1]} finished")
    for t in MILESTONES:
        low, high = interval(r["reached"][t], r["games"])
        print(f"  reached {t:>5}: {r['reached'][t]}/{r['games']} (95% interval {low:.0%} to {high:.0%})")
    print(f"  median score {r['median_score']:,.0f}")
    print(f"  ms a move over {r['moves']} moves: mean {r['mean_ms']:.2f}, median {r['median_ms']:.2f}, "
          f"p99 {r['p99_ms']:.1f}, worst {r['worst_ms']:.1f}")
    if r["positions_per_move"] is not None:
        print(f"  positions a move: mean {r['positions_per_move']:,.0f}, worst {r['worst_positions']:,}")
    if r["from_record"]:
        print(f"  ({r['from_record']} games from {a.record}: median and p99 are the top of their 4% step)")
    print("RESULT " + json.dumps(r))


if __name__ == "__main__":
    sys.exit(main())
