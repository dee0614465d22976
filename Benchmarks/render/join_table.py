#!/usr/bin/env python3
"""Joins scene-replay's times, cairo_bench's times (files of one round or more), our error
(peers_render.py score) and cairo's error (peers_render.py run's results.json) into one
table per scene and scale.

Usage: join_table.py OURS_TIMES CAIRO_TIMES OUR_SCORE RESULTS_JSON
           [--coverage-only TIMES SCORE] [--fine SCORE]

--coverage-only adds our time and error with edge regions off (scene-replay
--coverage-only); --fine adds our error against a finer truth (peers_render.py run --ss 64).
"""
import json
import re
import statistics
import sys


def times(path):
    """Each scene and scale's median time; a file holding several rounds gives the median
    of the rounds' medians."""
    rounds = {}
    for line in open(path):
        m = re.match(r"(\S+)@(\d)x \S* ?median ([0-9.]+) us", line)
        if m:
            rounds.setdefault((m.group(1), int(m.group(2))), []).append(float(m.group(3)))
    return {key: statistics.median(values) for key, values in rounds.items()}


def scores(path):
    out = {}
    for line in open(path):
        m = re.match(r"(\S+)\s+(\d)\s+\|\s+([0-9.]+)/\s*([0-9.]+)", line)
        if m:
            out[(m.group(1), int(m.group(2)))] = (float(m.group(3)), float(m.group(4)))
    return out


def main():
    args, rest = sys.argv[1:5], sys.argv[5:]
    if len(args) < 4:
        sys.exit(__doc__)
    extra = {}
    while rest:
        flag = rest.pop(0)
        n = {"--coverage-only": 2, "--fine": 1}.get(flag)
        if n is None or len(rest) < n:
            sys.exit(__doc__)
        extra[flag], rest = rest[:n], rest[n:]
    ours, cairo, score = times(args[0]), times(args[1]), scores(args[2])
    results = json.load(open(args[3]))["results"]
    coverage = "--coverage-only" in extra
    if coverage:
        coverage_times = times(extra["--coverage-only"][0])
        coverage_score = scores(extra["--coverage-only"][1])
    fine = scores(extra["--fine"][0]) if "--fine" in extra else None
    nan = float("nan")
    print("%-8s %2s | %9s %9s %6s | %11s %11s" % (
        "scene", "x", "ours µs", "cairo µs", "ratio", "ours err", "cairo err")
        + (" | %11s" % "ours fine" if fine is not None else "")
        + (" | %9s %6s %11s" % ("cov. µs", "ratio", "cov. err") if coverage else ""))
    print("-" * (66 + (14 if fine is not None else 0) + (32 if coverage else 0)))
    for row in results:
        key = (row["scene"], row["scale"])
        o, c = ours.get(key), cairo.get(key)
        mean, mx = score.get(key, (nan, nan))
        e = row["err_cairo"]
        line = "%-8s %2d | %9.1f %9.1f %5.2fx | %5.2f/%5.1f %5.2f/%5.1f" % (
            key[0], key[1], o or nan, c or nan,
            (o / c) if o and c else nan, mean, mx, e["mean_edge"], e["max"])
        if fine is not None:
            line += " | %5.2f/%5.1f" % fine.get(key, (nan, nan))
        if coverage:
            r = coverage_times.get(key)
            rmean, rmax = coverage_score.get(key, (nan, nan))
            line += " | %9.1f %5.2fx %5.2f/%5.1f" % (
                r or nan, (r / c) if r and c else nan, rmean, rmax)
        print(line)
    print("(err = mean over edge pixels / max over all pixels, 0-255 units, against the "
          "16x16-supersampled truth; fine = the same against the finer truth; cov. = edge "
          "regions off)")


if __name__ == "__main__":
    main()
