#!/usr/bin/env python3
"""How far players' moves fall short of a surer judge's, on the same boards.

  player-bench judge BOARDS > judge.txt
  player-bench positions BOARDS [THINK_MS] > a.txt     (one file a player)
  judge_regret.py judge.txt a.txt b.txt ...

For each player: how many of its moves are not the judge's, how many cost
more than 0.1% of the best move's value by the judge's reckoning (the
mistakes that lose games), the mean cost, and the worst. Boards where the
player has no move are left out.
"""
import sys

DIRECTIONS = ["up", "down", "left", "right"]


def judged(path):
    values = {}
    for line in open(path):
        parts = line.split()
        if len(parts) == 5 and len(parts[0]) == 16:
            values[parts[0]] = [float(x) for x in parts[1:]]
    return values


def played(path):
    moves, times = {}, {}
    for line in open(path):
        parts = line.split()
        if len(parts) == 5 and len(parts[0]) == 16:
            moves[parts[0]], times[parts[0]] = parts[1], float(parts[2])
    return moves, times


def main(judge_path, player_paths):
    judge = judged(judge_path)
    print(f"{'player':32} boards  mean ms  not judge's  over 0.1%  mean cost  worst cost")
    for path in player_paths:
        moves, times = played(path)
        n = differ = mistakes = 0
        cost = worst = ms = 0.0
        for board, values in judge.items():
            if board not in moves or moves[board] not in DIRECTIONS:
                continue
            best = max(values)
            if best <= 0:
                continue
            n += 1
            ms += times[board]
            c = best - values[DIRECTIONS.index(moves[board])]
            differ += values.index(best) != DIRECTIONS.index(moves[board])
            mistakes += c > 0.001 * best
            cost += c
            worst = max(worst, c)
        if n:
            print(f"{path:32} {n:6d} {ms / n:8.2f} {differ:12d} {mistakes:10d} {cost / n:10.1f} {worst:11.1f}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
