#!/usr/bin/env python3
"""What `swift test` costs per snapshot on a user's package of N generated tests.

Run through run.sh (see README.md beside this file). For each count N it writes a package in
the temporary folder that depends on this checkout by path, holding one small component and N
separate tests, each making one snapshot of it at 64x64@2x: N/2 XCTest methods and N/2 Swift
Testing `@Test` functions, 200 to a file. It records the references once (untimed), then for
each configuration builds the tests (`swift build --build-tests`, timed apart) and times
`swift test --skip-build`, once for each test library, with recording off. Beside that it
prints the floor: the same picture drawn with cairo, its reference decoded with libpng and the
two compared, in C (floor.c).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
PER_FILE = 200
# Swift Testing's `@Test` macros cost more to compile the more of them one module holds
# (README.md here, "Compiling"), so the tests are spread over targets as a large suite is.
PER_TARGET = 1000

COMPONENT = """\
import Components
import Foundation

/// The benchmark's component: a grey ring under a blue arc that runs clockwise from twelve
/// o'clock over `progress` of the circle.
final class Ring: View, FrameConstructible {
  var progress: Double = 0 { didSet { setNeedsDisplay() } }

  override class var inspectables: [Inspectable] { [.number("progress", \\Ring.progress)] }

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let track = BezierPath(ovalIn: bounds.insetBy(dx: 8, dy: 8))
    track.lineWidth = 8
    Color(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).setStroke()
    track.stroke()
    let start = -CGFloat.pi / 2
    let arc = BezierPath(
      arcCenter: center, radius: bounds.width / 2 - 8, startAngle: start,
      endAngle: start + 2 * .pi * CGFloat(progress), clockwise: true)
    arc.lineWidth = 8
    Color(red: 0, green: 122 / 255, blue: 1, alpha: 1).setStroke()
    arc.stroke()
  }
}
"""

CALL = ("assertSnapshots(of: Ring.self, sizes: [CGSize(width: 64, height: 64)], scales: [2], "
        "attributeSets: [AttributeSet(\"quarter\", [\"progress\": .real(0.25)])])")


def fnv1a(text):
  value = 0xcbf29ce484222325
  for byte in text.encode():
    value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
  return value


def write(path, text):
  """Writes a file atomically, and only when its text changes (so builds stay incremental)."""
  try:
    with open(path, encoding="utf-8") as handle:
      if handle.read() == text:
        return
  except FileNotFoundError:
    pass
  temporary = path + ".tmp"
  with open(temporary, "w", encoding="utf-8") as handle:
    handle.write(text)
  os.replace(temporary, path)


def manifest(targets):
  identity = os.path.basename(REPOSITORY).lower()
  products = ", ".join('.product(name: "%s", package: "%s")' % (name, identity)
                       for name in ("Components", "DesignableTesting"))
  declarations = "".join('    .testTarget(name: "%s", dependencies: [%s]),\n' % (name, products)
                         for name in targets)
  return ("// swift-tools-version: 6.1\nimport PackageDescription\n\n"
          "let package = Package(\n  name: \"SuiteBench\",\n"
          "  dependencies: [.package(path: \"%s\")],\n"
          "  targets: [\n%s  ]\n)\n" % (REPOSITORY, declarations))


def test_files(count):
  """{file name: source} for `count` tests: the first half XCTest, the second Swift Testing."""
  files, half = {}, count // 2
  for first in range(0, half, PER_FILE):
    numbers = range(first, min(first + PER_FILE, half))
    methods = "".join("  func testRing%05d() { %s }\n" % (n, CALL) for n in numbers)
    name = "XCTests%03d" % (first // PER_FILE)
    files[name + ".swift"] = (
      "import Components\nimport DesignableTesting\nimport Foundation\nimport XCTest\n\n"
      "final class %s: XCTestCase {\n%s}\n" % (name, methods))
  for first in range(half, count, PER_FILE):
    numbers = range(first, min(first + PER_FILE, count))
    functions = "".join("@Test func ring%05d() { %s }\n" % (n, CALL) for n in numbers)
    name = "SwiftTests%03d" % ((first - half) // PER_FILE)
    files[name + ".swift"] = (
      "import Components\nimport DesignableTesting\nimport Foundation\nimport Testing\n\n"
      + functions)
  return files


def test_targets(count):
  """{target name: {file name: source}}: the test files, PER_TARGET tests to a target, each
  target with its own copy of the component."""
  targets, files = {}, sorted(test_files(count).items())
  per_target = PER_TARGET // PER_FILE
  for first in range(0, len(files), per_target):
    name = "SuiteTests%02d" % (first // per_target)
    targets[name] = dict(files[first:first + per_target])
    targets[name]["Ring.swift"] = COMPONENT
  return targets


def generate(package, count):
  """Writes the package for `count` tests; removes the references when the count changes."""
  root = os.path.join(package, "Tests")
  targets = test_targets(count)
  write(os.path.join(package, "Package.swift"), manifest(targets))
  os.makedirs(root, exist_ok=True)
  for name in os.listdir(root):
    if name not in targets:
      shutil.rmtree(os.path.join(root, name))
  for target, files in targets.items():
    tests = os.path.join(root, target)
    os.makedirs(tests, exist_ok=True)
    for name in os.listdir(tests):
      if name not in files:
        os.remove(os.path.join(tests, name))
    for name, text in files.items():
      write(os.path.join(tests, name), text)
  marker = os.path.join(package, "count")
  previous = open(marker).read() if os.path.exists(marker) else ""
  if previous != str(count):
    shutil.rmtree(os.path.join(package, "__Snapshots__"), ignore_errors=True)
    write(marker, str(count))


def environment(record):
  env = dict(os.environ)
  for key in ("CI", "DESIGNABLE_SNAPSHOTS", "SNAPSHOT_ARTIFACTS", "DESIGNABLE_RUN_ID",
              "DESIGNABLE_SHARD_COUNT", "DESIGNABLE_SHARD_INDEX", "SNAPSHOT_TESTING_RECORD"):
    env.pop(key, None)
  env["SNAPSHOT_TESTING_RECORD"] = record
  if record == "never":
    env["CI"] = "true"
  return env


def run(arguments, package, record="never", check=True):
  """Runs a command in the package; returns (seconds, output). Stops the benchmark when it
  fails, if `check`."""
  start = time.monotonic()
  done = subprocess.run(arguments, cwd=package, env=environment(record),
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
  seconds = time.monotonic() - start
  if check and done.returncode != 0:
    sys.stdout.write(done.stdout[-4000:])
    sys.exit("swift-test-suite: `%s` failed (exit %d) in %s"
             % (" ".join(arguments), done.returncode, package))
  return seconds, done.stdout


def passed(output, library):
  """How many tests the run says passed, for one test library."""
  if library == "xctest":
    found = re.findall(r"Executed (\d+) tests?, with 0 failures", output)
    return max(map(int, found)) if found else 0
  found = re.search(r"Test run with (\d+) tests? (?:in \d+ suites? )?passed", output)
  return int(found.group(1)) if found else 0


def time_tests(package, configuration, count, runs):
  """The fastest of `runs` timings of each test library's `swift test --skip-build`."""
  times = {}
  libraries = (("xctest", "--disable-swift-testing"), ("swift-testing", "--disable-xctest"))
  for library, flag in libraries:
    best = None
    for _ in range(runs):
      seconds, output = run(
        ["swift", "test", "-c", configuration, "--skip-build", flag], package)
      if passed(output, library) != count // 2:
        sys.stdout.write(output[-4000:])
        sys.exit("swift-test-suite: %s ran %d passing tests, not %d"
                 % (library, passed(output, library), count // 2))
      best = seconds if best is None else min(best, seconds)
    times[library] = best
  return times


def floor(package, binary, rounds):
  references = sorted(
    os.path.join(folder, name)
    for folder, _, names in os.walk(os.path.join(package, "__Snapshots__"))
    for name in names if name.endswith(".png"))
  done = subprocess.run([binary, str(rounds)], input="\n".join(references) + "\n",
                        stdout=subprocess.PIPE, text=True, check=True)
  found = re.search(r"floor ([\d.]+) ms/snapshot over (\d+) files, (\d+) of (\d+)", done.stdout)
  return float(found.group(1)), int(found.group(2)), found.group(3), found.group(4)


def measure(package, count, configurations, runs, binary):
  generate(package, count)
  row = {}
  for index, configuration in enumerate(configurations):
    built, _ = run(["swift", "build", "-c", configuration, "--build-tests"], package)
    print("  N=%d %s: swift build --build-tests took %.1f s (not counted)"
          % (count, configuration, built), flush=True)
    if index == 0:
      recorded, output = run(["swift", "test", "-c", configuration, "--skip-build"], package,
                        record="missing", check=False)
      total = sum(len(names) for _, _, names in os.walk(os.path.join(package, "__Snapshots__")))
      if total != count:
        sys.stdout.write(output[-4000:])
        sys.exit("swift-test-suite: %d references recorded, not %d" % (total, count))
      print("  N=%d: recorded %d references in %.1f s (not counted)" % (count, total, recorded),
            flush=True)
    row[configuration] = times = time_tests(package, configuration, count, runs)
    print("  N=%d %s: XCTest %.2f, Swift Testing %.2f, both %.2f ms/snapshot (%.1f s)"
          % (count, configuration, times["xctest"] * 2000 / count,
             times["swift-testing"] * 2000 / count, sum(times.values()) * 1000 / count,
             sum(times.values())), flush=True)
  floor_ms, files, differing, pixels = floor(package, binary, 3)
  if files != count:
    sys.exit("swift-test-suite: the floor read %d references, not %d" % (files, count))
  row["floor"] = floor_ms
  row["differing"] = "%s of %s" % (differing, pixels)
  return row


def report(count, row, configurations):
  half = count // 2
  print("\nN=%d separate tests (%d XCTest, %d Swift Testing), one snapshot each, 64x64@2x"
        % (count, half, half))
  print("  %-28s %s" % ("ms per snapshot", "  ".join("%10s" % c for c in configurations)))
  for label, key in (("XCTest", "xctest"), ("Swift Testing", "swift-testing")):
    print("  %-28s %s" % (label, "  ".join(
      "%10.2f" % (row[c][key] * 1000 / half) for c in configurations)))
  print("  %-28s %s" % ("both (what swift test takes)", "  ".join(
    "%10.2f" % (sum(row[c].values()) * 1000 / count) for c in configurations)))
  print("  %-28s %10.3f   (cairo draw + libpng decode + compare, C; %s pixels differ)"
        % ("floor", row["floor"], row["differing"]))
  print("  %-28s %s" % ("wall seconds, both", "  ".join(
    "%10.1f" % sum(row[c].values()) for c in configurations)), flush=True)


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--counts", default="100,2000",
                      help="numbers of tests, comma-separated (default 100,2000)")
  parser.add_argument("--configurations", default="debug,release",
                      help="build configurations, comma-separated (default debug,release)")
  parser.add_argument("--runs", type=int, default=1,
                      help="timed runs of each test library; the fastest counts (default 1)")
  parser.add_argument("--package", help="where to generate the package (default: a folder "
                      "named after this checkout in the temporary folder, kept for reuse)")
  parser.add_argument("--floor", required=True, help="the floor program, built from floor.c")
  options = parser.parse_args()
  counts = [int(c) for c in options.counts.split(",")]
  configurations = options.configurations.split(",")
  if any(c < 2 or c % 2 for c in counts) or options.runs < 1 or not set(configurations) <= {
      "debug", "release"}:
    parser.error("counts must be even and at least 2, runs at least 1, and configurations "
                 "debug and/or release")
  package = options.package or os.path.join(
    tempfile.gettempdir(), "designable-swift-test-suite-%x" % fnv1a(REPOSITORY))
  print("package: %s (depends on %s)" % (package, REPOSITORY), flush=True)
  rows = {}
  for count in counts:
    rows[count] = measure(package, count, configurations, options.runs, options.floor)
    report(count, rows[count], configurations)
  print("\nsummary: ms per snapshot, swift test --skip-build, both test libraries")
  print("| N | %s | floor |" % " | ".join(configurations))
  print("|---:|" + "---:|" * len(configurations) + "---:|")
  for count, row in rows.items():
    print("| %d | %s | %.3f |" % (count, " | ".join(
      "%.2f" % (sum(row[c].values()) * 1000 / count) for c in configurations), row["floor"]))


if __name__ == "__main__":
  main()
