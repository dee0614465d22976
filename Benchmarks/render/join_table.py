#!/usr/bin/env python3
"""Joins scene-replay's times, cairo_bench's times, our error (peers_render.py score) and
cairo's error (peers_render.py run's results.json) into one table per scene and scale.

Usage: join_table.py OURS_TIMES CAIRO_TIMES OUR_SCORE RESULTS_JSON [REGION_TIMES REGION_SCORE]

The optional pair adds our time and error with edge regions on (scene-replay --edge-regions).
"""
import json
import re
import sys


def times(path):
    out = {}
    for line in open(path):
        m = re.match(r"(\S+)@(\d)x \S* ?median ([0-9.]+) us", line)
        if m:
            out[(m.group(1), int(m.group(2)))] = float(m.group(3))
    return out


def scores(path):
    out = {}
    for line in open(path):
        m = re.match(r"(\S+)\s+(\d)\s+\|\s+([0-9.]+)/\s*([0-9.]+)", line)
        if m:
            out[(m.group(1), int(m.group(2)))] = (float(m.group(3)), float(m.group(4)))
    return out


def main():
    ours, cairo, score = times(sys.argv[1]), times(sys.argv[2]), scores(sys.argv[3])
    results = json.load(open(sys.argv[4]))["results"]
    regions = len(sys.argv) > 6
    if regions:
        region_times, region_score = times(sys.argv[5]), scores(sys.argv[6])
    print("%-8s %2s | %9s %9s %6s | %11s %11s" % (
        "scene", "x", "ours µs", "cairo µs", "ratio", "ours err", "cairo err")
        + (" | %9s %6s %11s" % ("regions µs", "ratio", "regions err") if regions else ""))
    print("-" * (66 + (32 if regions else 0)))
    for row in results:
        key = (row["scene"], row["scale"])
        o, c = ours.get(key), cairo.get(key)
        mean, mx = score.get(key, (float("nan"), float("nan")))
        e = row["err_cairo"]
        line = "%-8s %2d | %9.1f %9.1f %5.2fx | %5.2f/%5.1f %5.2f/%5.1f" % (
            key[0], key[1], o or float("nan"), c or float("nan"),
            (o / c) if o and c else float("nan"), mean, mx, e["mean_edge"], e["max"])
        if regions:
            r = region_times.get(key)
            rmean, rmax = region_score.get(key, (float("nan"), float("nan")))
            line += " | %10.1f %5.2fx %5.2f/%5.1f" % (
                r or float("nan"), (r / c) if r and c else float("nan"), rmean, rmax)
        print(line)
    print("(err = mean over edge pixels / max over all pixels, 0-255 units, against the "
          "16x16-supersampled truth)")


if __name__ == "__main__":
    main()
