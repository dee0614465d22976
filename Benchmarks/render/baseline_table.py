#!/usr/bin/env python3
"""Prints, per scene and scale, the renderer's time at an earlier commit and now, each as a
ratio to cairo's time in the same run, by region and by coverage; then the geometric means
and the cells where now is slower than then.

Usage: baseline_table.py REV CAIRO THEN_REGION NOW_REGION THEN_COVERAGE NOW_COVERAGE
(files of scene-replay --time and cairo_bench output, one round or more each).
"""
import math
import sys

from join_table import times


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    rev = sys.argv[1]
    cairo = times(sys.argv[2])
    runs = [times(path) for path in sys.argv[3:]]
    keys = [key for key in cairo if all(key in run for run in runs)]
    if not keys:
        sys.exit("baseline_table: no scene is timed in every file")
    print("Ratios to cairo's time in the same run (below 1: faster than cairo); then = %s" % rev)
    print("%-8s %2s | %9s | %8s %8s %7s | %8s %8s %7s" % (
        "scene", "x", "cairo µs", "then reg", "now reg", "change",
        "then cov", "now cov", "change"))
    ratios = [[] for _ in runs]
    slower = []
    for key in keys:
        row = [run[key] / cairo[key] for run in runs]
        for column, value in enumerate(row):
            ratios[column].append(value)
        changes = [row[1] / row[0] - 1, row[3] / row[2] - 1]
        for mode, change in zip(("region", "coverage"), changes):
            if change > 0:
                slower.append("%s@%dx %s %+.1f%%" % (key[0], key[1], mode, 100 * change))
        print("%-8s %2d | %9.1f | %8.2f %8.2f %+6.1f%% | %8.2f %8.2f %+6.1f%%" % (
            key[0], key[1], cairo[key], row[0], row[1], 100 * changes[0],
            row[2], row[3], 100 * changes[1]))
    means = [geomean(column) for column in ratios]
    print("%-11s | %9s | %8.3f %8.3f %+6.1f%% | %8.3f %8.3f %+6.1f%%" % (
        "geomean", "", means[0], means[1], 100 * (means[1] / means[0] - 1),
        means[2], means[3], 100 * (means[3] / means[2] - 1)))
    print("cells over cairo: then %d / %d by region, %d / %d by coverage; "
          "now %d / %d, %d / %d" % (
              sum(v > 1 for v in ratios[0]), len(keys), sum(v > 1 for v in ratios[2]),
              len(keys), sum(v > 1 for v in ratios[1]), len(keys),
              sum(v > 1 for v in ratios[3]), len(keys)))
    print("slower now than then: " + (", ".join(slower) if slower else "none"))


if __name__ == "__main__":
    main()
