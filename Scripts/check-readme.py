#!/usr/bin/env python3
"""Checks that a README's code blocks are true of this package (run by check-readme.sh).

```swift blocks are compiled, not run, against the package: they become the files of one
module, .build/readme-blocks, compiled against the package's debug build (built first) as a
user's target would be: it sees the public API of the library products (and SnapshotTesting)
only. A block with imports starts a file; a block without continues the file of the block
before it, so a later block sees what an earlier one declares. Imports, types, functions and the `let`s and `var`s they use stay at file scope;
statements and the other `let`s and `var`s go in a function body.

```sh blocks are checked, not run: `swift run PRODUCT ...` (or `.build/debug/PRODUCT ...`)
names an executable of the package, and its subcommands and options are in the command's
`--help` (or, for an executable that does not parse arguments with ArgumentParser, in its
source); `bash Scripts/X.sh` names a script that exists and whose text spells each option;
`swift build|test|...` options are in its `--help`; a path in one of the repository's own
folders exists. Options in a command's comment count as the command's.

A block marked by `<!-- readme-check: skip (why) -->` on the line before it is counted and listed
as skipped. Exit status: 0 when every block passes, 1 when one fails, 2 when the check itself
cannot run (no Swift toolchain, the package does not build).
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the repository

from readme_check.blocks import CannotCheck, read_blocks  # noqa: E402
from readme_check.sh_blocks import check_sh  # noqa: E402
from readme_check.swift_blocks import compile_swift  # noqa: E402


def check(root, readme, name):
  """Checks every block of `readme`; returns (exit status, report lines)."""
  blocks = read_blocks(readme, name)
  swift = [b for b in blocks if b.language == "swift"]
  shell = [b for b in blocks if b.language in ("sh", "bash", "shell")]
  report, failed = [], 0
  for language, group in (("swift", swift), ("sh", shell)):
    live = [b for b in group if b.skip is None]
    if language == "swift":
      folder = os.path.join(root, ".build", "readme-blocks")
      problems, counted, unknown = compile_swift(root, live, folder), "", []
    else:
      problems, commands, unknown = check_sh(root, live)
      counted = " (%d commands)" % commands
    for block in live:
      report += problems.get(block.line, [])
    failed += len(problems)
    report.append("%s: %d %s blocks %s%s, %d skipped, %d failed" % (
      name, len(live) - len(problems), language,
      "compiled" if language == "swift" else "checked", counted, len(group) - len(live),
      len(problems)))
    report += ["  skipped: %s:%d (%s)" % (name, b.line, b.skip) for b in group if b.skip]
    report += ["  not understood, so not checked: %s" % command for command in unknown]
  report += ["  no check for ```%s blocks: %s:%d" % (b.language or "(plain)", name, b.line)
             for b in blocks if b not in swift and b not in shell]
  return (1 if failed else 0), report


SELF_TEST = "Scripts/readme_check/self-test.md"


def self_test(root):
  """Checks a README with known faults: the report must hold exactly the problems that the
  comment at its end lists."""
  readme = os.path.join(root, SELF_TEST)
  with open(readme, encoding="utf-8") as file:
    comment = file.read().rsplit("<!-- expected report", 1)[1].split("-->", 1)[0]
  expected = [line for line in comment.split("\n")[2:] if line.strip()]
  status, report = check(root, readme, SELF_TEST)
  print("\n".join(report))
  wrong = ["expected a line starting with: %s" % line for line in expected
           if not any(found.startswith(line) for found in report)]
  wrong += ["did not expect: %s" % found for found in report if ": error: " in found
            and not any(found.startswith(line) for line in expected)]
  if status != 1:
    wrong.append("expected exit status 1, got %d" % status)
  for problem in wrong:
    print("self-test: %s" % problem)
  print("self-test: %s" % ("failed" if wrong else "passed"))
  return 1 if wrong else 0


def main():
  root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
  arguments = sys.argv[1:]
  if arguments == ["--self-test"]:
    return self_test(root)
  if len(arguments) > 1 or arguments and arguments[0].startswith("-"):
    raise CannotCheck("usage: check-readme.sh [FILE.md | --self-test]")
  readme = arguments[0] if arguments else os.path.join(root, "README.md")
  if not os.path.isfile(readme):
    raise CannotCheck("%s does not exist; name a Markdown file" % readme)
  shown = os.path.relpath(readme)
  status, report = check(root, readme, os.path.abspath(readme) if shown.startswith("..") else shown)
  print("\n".join(report))
  return status


if __name__ == "__main__":
  try:
    sys.exit(main())
  except CannotCheck as problem:
    print("check-readme: %s" % problem, file=sys.stderr)
    sys.exit(2)
  except FileNotFoundError as problem:  # no `swift` on the PATH
    print("check-readme: %s; install Swift (swift.org/install) and run this again" % problem,
          file=sys.stderr)
    sys.exit(2)
