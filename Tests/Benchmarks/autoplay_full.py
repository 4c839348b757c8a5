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
"DEPTH_BELOW MIN_PROB MARGIN[@MOVE]" plays another tuning than the default.

Usage: autoplay_full.py (--brocade PATH | --player-bench PATH [--tuning T]) --games 100 --dir DIR
                        [--jobs 1] [--think MS] [--summary-only]
Prints the summary as text and, last, one JSON line starting RESULT.
"""
import argparse, concurrent.futures, json, os, subprocess, sys

MILESTONES = (2048, 4096, 8192, 16384, 32768)


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
    print(f"seed {seed}: tile {g['tile']}, score {g['score']}, {g['moves']} moves", flush=True)


def percentile(sorted_values, share):
    """Nearest rank, as the player's own summary counts it."""
    if not sorted_values:
        return 0.0
    k = max(1, -(-len(sorted_values) * share // 100))
    return sorted_values[min(len(sorted_values), int(k)) - 1]


def summarise(directory, seeds):
    games, times = [], []
    for s in seeds:
        p = os.path.join(directory, f"seed-{s}.json")
        if os.path.exists(p):
            g = json.load(open(p))["games"][0]
            games.append(g)
            times.extend(g.get("msPerMove") or [])
    times.sort()
    scores = sorted(g["score"] for g in games)
    n = len(games)
    median_score = 0 if not n else (scores[n // 2] if n % 2 else (scores[n // 2 - 1] + scores[n // 2]) / 2)
    return {
        "games": n,
        "reached": {t: sum(1 for g in games if g["tile"] >= t) for t in MILESTONES},
        "median_score": median_score,
        "moves": len(times),
        "mean_ms": sum(times) / len(times) if times else 0,
        "median_ms": percentile(times, 50),
        "p99_ms": percentile(times, 99),
        "worst_ms": times[-1] if times else 0,
    }


def main():
    ap = argparse.ArgumentParser()
    players = ap.add_mutually_exclusive_group(required=True)
    players.add_argument("--brocade")
    players.add_argument("--player-bench")
    ap.add_argument("--tuning", default="", help='with --player-bench: "DEPTH_BELOW MIN_PROB MARGIN[@MOVE]"')
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--jobs", type=int, default=1, help="games at once, one core each")
    ap.add_argument("--think", type=int, default=200)
    ap.add_argument("--summary-only", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    seeds = list(range(a.first_seed, a.first_seed + a.games))
    if not a.summary_only:
        todo = [s for s in seeds if not os.path.exists(os.path.join(a.dir, f"seed-{s}.json"))]
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            for f in [pool.submit(play, a, s, os.path.join(a.dir, f"seed-{s}.json")) for s in todo]:
                f.result()
    r = summarise(a.dir, seeds)
    print(f"{r['games']} games of seeds {seeds[0]}-{seeds[-1]} finished")
    for t in MILESTONES:
        print(f"  reached {t:>5}: {r['reached'][t]}/{r['games']}")
    print(f"  median score {r['median_score']:,.0f}")
    print(f"  ms a move over {r['moves']} moves: mean {r['mean_ms']:.2f}, median {r['median_ms']:.2f}, "
          f"p99 {r['p99_ms']:.1f}, worst {r['worst_ms']:.1f}")
    print("RESULT " + json.dumps(r))


if __name__ == "__main__":
    sys.exit(main())
