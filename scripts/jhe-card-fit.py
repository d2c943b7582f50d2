#!/usr/bin/env python3
"""Fits the Jackpot Hold 'Em strategy card's point counts to the exact values (a derivation aid).

The card's second and third decisions count points (engine/src/jhe/strategy.rs: `flop_points`,
`river_points`): integer weights on features a player can read at the table, played at or past a
threshold. This script finds such weights: for a feature list and starting weights it moves one
weight at a time by ±1 or ±2 while the cost falls, the threshold chosen exactly each time; the
cost of a decision is what getting it wrong loses (the rows' weights, from the exact solve).

Inputs are the CSV dumps of the two derivation aids (rows = situations the card reaches):
    DUMP=/tmp/d2.csv    cargo run --release -p engine --example jhe_card_data
    DUMP=/tmp/river.csv cargo run --release -p engine --example jhe_river_rules
Then: python3 scripts/jhe-card-fit.py /tmp/d2.csv /tmp/river.csv   (needs numpy and pandas from
PyPI; not part of the build or the tests). It prints, for each rule of the card, the card's cost
now and the fitted weights with their cost. Decision 2's costs are % of the Ante; the river's are
relative (the river dump samples every 11th board): compare them with the card's line. The card's
whole house edge is then evaluated exactly by `odds main-game --game jhe --strategy simple` and
pinned by engine/tests/holdem_solver.rs. Weights are local optima: start from the card's.
"""
import sys

import numpy as np
import pandas as pd


def best_threshold(score, play, cost):
    """The threshold t minimising the cost of "play when score >= t"; returns (cost, t)."""
    order = np.argsort(score, kind="stable")
    s, p, c = score[order], play[order], cost[order]
    missed = np.concatenate([[0], np.cumsum(c * p)])  # plays below t
    wrong = np.concatenate([[0], np.cumsum(c * ~p)])
    total = missed + (wrong[-1] - wrong)  # checks at or above t
    split = np.concatenate([[True], s[1:] != s[:-1], [True]])
    total = np.where(split, total, np.inf)
    i = int(np.argmin(total))
    return total[i], (s[i] if i < len(s) else s[-1] + 1)


def fit(rows, features, start, steps=(-1, 1, -2, 2), fixed=None):
    x = rows[features].to_numpy(float)
    play, cost = rows.play.to_numpy() == 1, rows.weight.to_numpy()
    w = np.array(start, float)
    best = best_threshold(x @ w, play, cost)
    improved = True
    while improved:
        improved = False
        for i in range(len(w)):
            if i == fixed:
                continue
            for step in steps:
                trial = w.copy()
                trial[i] += step
                result = best_threshold(x @ trial, play, cost)
                if result[0] < best[0] - 1e-12:
                    w, best, improved = trial, result, True
    card = cost[(rows.card.to_numpy() == 1) != play].sum()
    return card, best, dict(zip(features, w.astype(int)))


def report(name, rows, features, start, **options):
    card, (cost, threshold), weights = fit(rows, features, start, **options)
    weights = {k: int(v) for k, v in weights.items()}
    print(f"{name}: card {card:.6g}, fitted {cost:.6g} ({cost / card:.3f} × the card's) at {threshold:g}: {weights}")


def second(path):
    d = pd.read_csv(path)
    d["H"], d["L"] = d.hi + 2, d.lo + 2
    d["M"], d["T"] = d.fmid + 2, d.ftop + 2
    d["straight"] = d.st.clip(0, 2)
    d["flushdraw"] = (d.fd > 0).astype(int)
    d["flush"] = np.where(d.fd > 0, d.fdrank + 2 + 8, 0)
    d["both"] = (d.fd == 2).astype(int)
    d["one_suit_none"] = ((d.fsuits == 3) & (d.fd == 0)).astype(int)
    d["one_suit_held"] = ((d.fsuits == 3) & (d.fd > 0)).astype(int)
    base = ["H", "L", "M", "straight", "overs", "bd", "one_suit_none", "one_suit_held", "flush", "both"]
    card = [3, 1, 1, 6, -3, 1, -10, -2, 1, 2]
    report("decision 2, no pair", d[d.cat == 0], base, card)
    pair_on_board = d[(d.cat == 1) & (d.use == 0) & (d.kbest == 0)]
    # The card counts no overcards here and adds 2.
    report("decision 2, a pair on the board (not the best kicker)", pair_on_board, base, [3, 1, 1, 6, 0, 1, -10, -2, 1, 2])
    bottom = d[(d.cat == 1) & (d.use == 1) & (d.above == 2) & (d.fsuits == 3) & (d.fd == 0)]
    bottom = bottom.assign(P=bottom.pair + 2, K=bottom.kicker + 2)
    report("decision 2, a bottom pair on one suit you do not hold", bottom, ["P", "K", "T", "M", "straight"], [1, 1, 1, 1, 10])


def river(path):
    d = pd.read_csv(path)
    d["gap"] = d.hi - d.lo
    d["H"] = d.hi + 2
    d["outs"] = d.beat  # with negative weights: play when the score is high
    no_pair = d[d.cat == 0]
    report("decision 3, no pair", no_pair, ["outs", "gap", "fboard", "sboard", "bplays", "overs"], [-4, -1, -3, -5, -11, -2], fixed=0)
    pair = d[d.cat == 1]
    report("decision 3, a pair", pair, ["outs", "bplays", "sboard", "overs", "H"], [-4, -8, -3, -5, 1], fixed=0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: jhe-card-fit.py <decision-2 dump.csv> <river dump.csv>")
    second(sys.argv[1])
    river(sys.argv[2])
