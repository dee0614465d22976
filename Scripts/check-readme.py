#!/usr/bin/env python3
"""Checks that README.md's code blocks are true of this package (run by check-readme.sh).

```swift blocks are compiled against the package: each block becomes one file of a test target
in a generated package (with a path dependency on this one), so the blocks share one module and
a later block sees the names an earlier one declares. Imports, types and functions stay at file
scope; when a block also holds statements, the statements and the `let`/`var`s that come with
them after its last type or function are wrapped in a function body. A block without imports
continues the file of the block before it (the same imports; its statements join the same
function body).

```sh blocks are checked, not run: each `swift run PRODUCT ...` names an executable of the
package, its subcommands and options exist in the command's `--help` (or, for an executable
without argument parsing, in its source), `bash Scripts/X.sh` names a script that exists and
whose text spells each option, and every path named exists.

A block marked by `<!-- readme-check: skip (why) -->` on the line before it is counted and listed
as skipped. Exit status: 0 when every block passes, 1 when one fails, 2 when the check itself
cannot run (no Swift toolchain, the package does not build).
"""

import json
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r"^```\s*([\w+-]*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*readme-check:\s*skip\b\s*(?:\((.*)\))?\s*-->\s*$")
DIAGNOSTIC = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): (error|warning): (.*)$")
LONG_OPTION = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*")
TARGET = "ReadmeBlocks"


class CannotCheck(Exception):
  """The check cannot run (bad usage, the package does not build): exit status 2."""


class Block:
  """One fenced code block: its language, the README line of its fence and its lines."""

  def __init__(self, file, language, line, lines, skip):
    self.file = file  # the README's name in messages
    self.language = language
    self.line = line
    self.lines = lines  # [(README line number, text)]
    self.skip = skip  # the reason given by a skip marker, or None


def read_blocks(readme, name):
  """Returns the README's fenced blocks in order; `name` is the README's name in messages."""
  with open(readme, encoding="utf-8") as file:
    text = file.read().split("\n")
  blocks, index = [], 0
  while index < len(text):
    match = FENCE.match(text[index])
    if not match:
      index += 1
      continue
    start, language, body = index + 1, match.group(1).lower(), []
    previous = next((line for line in reversed(text[:index]) if line.strip()), "")
    marker = MARKER.match(previous)
    index += 1
    while index < len(text) and text[index].strip() != "```":
      body.append((index + 1, text[index]))
      index += 1
    skip = (marker.group(1) or "no reason given") if marker else None
    blocks.append(Block(name, language, start, body, skip))
    index += 1
  return blocks


# Swift blocks ----------------------------------------------------------------------------

DECLARATIONS = {
  "func", "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "macro",
  "init", "subscript", "operator", "precedencegroup", "@main",
}
MODIFIERS = {
  "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
  "override", "nonisolated", "indirect", "mutating", "nonmutating", "convenience", "required",
  "lazy", "weak", "unowned", "dynamic", "infix", "prefix", "postfix", "async",
}
CONTINUATIONS = (".", "}", ")", "]", "&&", "||", "?", ":", "+", "-", "*", "/", "=", "else",
                 "catch", "where", "->")


class Scanner:
  """Tracks brackets, strings and comments across lines, to find where top-level items start."""

  def __init__(self):
    self.stack = ["code"]  # code, string, multiline, comment, interpolation
    self.depth = 0

  def at_top(self):
    return self.stack == ["code"] and self.depth == 0

  def feed(self, line):
    index = 0
    while index < len(line):
      state, rest = self.stack[-1], line[index:]
      if state == "comment":
        if rest.startswith("*/"):
          self.stack.pop()
          index += 1
      elif state in ("string", "multiline"):
        if rest.startswith("\\("):
          self.stack.append(0)
          index += 1
        elif rest.startswith("\\"):
          index += 1
        elif state == "multiline" and rest.startswith('"""'):
          self.stack.pop()
          index += 2
        elif state == "string" and rest.startswith('"'):
          self.stack.pop()
      else:
        if rest.startswith("//"):
          break
        if rest.startswith("/*"):
          self.stack.append("comment")
          index += 1
        elif rest.startswith('"""'):
          self.stack.append("multiline")
          index += 2
        elif rest.startswith('"'):
          self.stack.append("string")
        elif rest[0] in "([{":
          self.open(+1)
        elif rest[0] in ")]}":
          self.open(-1)
      index += 1
    if self.stack[-1] == "string":
      self.stack.pop()  # an unterminated string ends with its line, as the compiler says

  def open(self, step):
    if isinstance(self.stack[-1], int):  # inside \( ... ) of a string
      self.stack[-1] += step
      if self.stack[-1] < 0:
        self.stack.pop()
    else:
      self.depth += step


def strip_attributes(text):
  """Returns the text after its leading attributes (`@Test(.tags(.x))`) and modifiers."""
  text = text.lstrip()
  while True:
    match = re.match(r"@\w+", text)
    if match and match.group(0) != "@main":
      index, depth = match.end(), 0
      if index < len(text) and text[index] == "(":
        for index in range(match.end(), len(text)):
          depth += {"(": 1, ")": -1}.get(text[index], 0)
          if depth == 0:
            break
        index += 1
      text = text[index:].lstrip()
      continue
    word = re.match(r"(\w+)(\(set\))?\s", text + " ")
    if word and word.group(1) in MODIFIERS:
      text = text[word.end():].lstrip()
      continue
    return text


def kind_of(item_text):
  """import, declaration, binding or statement, by the item's first keyword."""
  code = strip_attributes(re.sub(r"//.*", "", item_text))
  if not code.strip():
    return "attributes"
  word = re.match(r"@?\w+", code)
  word = word.group(0) if word else ""
  if word == "import":
    return "import"
  if word in DECLARATIONS:
    return "declaration"
  if word in ("let", "var"):
    return "binding"
  return "statement"


def split_items(lines):
  """Splits a block into top-level items: [kind, [(README line, text)]]."""
  items, scanner = [], Scanner()
  for number, text in lines:
    stripped = text.strip()
    code_line = stripped and not stripped.startswith(("//", "/*", "*"))
    starts = (scanner.at_top() and code_line and not stripped.startswith(CONTINUATIONS)
              and not (items and items[-1][0] == "attributes"))
    if starts or not items:
      items.append([None, []])
    items[-1][1].append((number, text))
    scanner.feed(text)
    items[-1][0] = kind_of("\n".join(line for _, line in items[-1][1]))
  return items


def chains(blocks):
  """Groups blocks into files: a block with imports starts a file, one without continues the
  file of the block before it, as a reader takes it."""
  files = []
  for block in blocks:
    has_imports = any(kind == "import" for kind, _ in split_items(block.lines))
    if has_imports or not files:
      files.append([])
    files[-1].append(block)
  return files


def swift_file(chain):
  """Returns the file of a chain of blocks: [(README line or None, source line)].

  Imports, types and functions stay at file scope. When statements follow the last type or
  function, they and the `let`/`var`s among them are wrapped in a function body."""
  items = split_items([pair for block in chain for pair in block.lines])
  rest = [(kind, lines) for kind, lines in items if kind != "import"]
  last = max((i for i, (kind, _) in enumerate(rest) if kind == "declaration"), default=-1)
  tail = rest[last + 1:]
  wraps = any(kind == "statement" for kind, _ in tail)
  top, body = (rest[: last + 1], tail) if wraps else (rest, [])
  head = chain[0]
  source = [(None, "// %s, the swift blocks at lines %s; generated by Scripts/check-readme.sh"
             % (head.file, ", ".join(str(block.line) for block in chain)))]
  source += [pair for kind, lines in items if kind == "import" for pair in lines]
  source += [pair for _, lines in top for pair in lines]
  if body:
    source.append((None, "func readmeBlockAtLine%d() async throws {" % head.line))
    source += [pair for _, lines in body for pair in lines]
    source.append((None, "}"))
  return source


def generate_package(root, blocks, folder):
  """Writes the package compiling the swift blocks; returns {file path: (chain, source)}."""
  sources = os.path.join(folder, "Tests", TARGET)
  os.makedirs(sources, exist_ok=True)
  files = {}
  for chain in chains(blocks):
    source = swift_file(chain)
    path = os.path.realpath(os.path.join(sources, "Line%04d.swift" % chain[0].line))
    write_if_changed(path, "\n".join(text for _, text in source) + "\n")
    files[path] = (chain, source)
  for file in os.listdir(sources):  # blocks that moved or went away
    if os.path.realpath(os.path.join(sources, file)) not in files:
      os.remove(os.path.join(sources, file))
  write_manifest(root, folder)
  resolved = os.path.join(root, "Package.resolved")
  if os.path.exists(resolved):  # the same versions of the remote packages, without a fetch
    with open(resolved, encoding="utf-8") as file:
      write_if_changed(os.path.join(folder, "Package.resolved"), file.read())
  return files


def write_if_changed(path, text):
  """Writes `text` unless the file holds it already, so that unchanged blocks stay built."""
  if os.path.exists(path):
    with open(path, encoding="utf-8") as file:
      if file.read() == text:
        return
  with open(path, "w", encoding="utf-8") as file:
    file.write(text)


def write_manifest(root, folder):
  """A test target depending on every library of the package and on SnapshotTesting."""
  with open(os.path.join(root, "Package.swift"), encoding="utf-8") as file:
    manifest = file.read()
  libraries = re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest)
  name = re.search(r'Package\(\s*name:\s*"([^"]+)"', manifest).group(1)
  snapshot = re.search(r'\.package\(\s*url:\s*"([^"]*swift-snapshot-testing[^"]*)",\s*'
                       r'from:\s*"([^"]+)"\)', manifest)
  dependencies = ['.package(name: "%s", path: %s)' % (name, json.dumps(root))]
  products = ['.product(name: "%s", package: "%s")' % (library, name) for library in libraries]
  if snapshot:
    dependencies.append('.package(url: "%s", from: "%s")' % snapshot.groups())
    products.append('.product(name: "SnapshotTesting", package: "swift-snapshot-testing")')
  write_if_changed(os.path.join(folder, "Package.swift"), """// swift-tools-version: 6.1
// Generated by Scripts/check-readme.sh: a README's swift blocks, a file per import list.
import PackageDescription

let package = Package(
  name: "ReadmeCheck",
  dependencies: [
    %s,
  ],
  targets: [
    .testTarget(
      name: "%s",
      dependencies: [
        %s,
      ],
      swiftSettings: [.unsafeFlags(["-continue-building-after-errors"])]),
  ]
)
""" % (",\n    ".join(dependencies), TARGET, ",\n        ".join(products)))


def compile_swift(root, blocks, scratch):
  """Builds the blocks; returns {block line: [error text]}, or exits with 2 when the build
  fails for a reason outside the blocks."""
  folder = os.path.join(scratch, "readme-check")
  os.makedirs(folder, exist_ok=True)
  maps = generate_package(root, blocks, folder)
  command = ["swift", "build", "--build-tests", "--package-path", folder, "--scratch-path",
             scratch]
  result = subprocess.run(command, cwd=root, capture_output=True, text=True)
  output = result.stdout + result.stderr
  errors, seen, foreign = {}, set(), []
  for line in output.split("\n"):
    match = DIAGNOSTIC.match(line)
    if not match or match.group(4) != "error" or line in seen:
      continue
    seen.add(line)
    path, number, column, _, message = match.groups()
    entry = maps.get(os.path.realpath(path))
    if entry is None:
      foreign.append(line)
      continue
    chain, source = entry
    readme_line, text = source[int(number) - 1] if int(number) <= len(source) else (None, "")
    block = next((b for b in chain if readme_line in dict(b.lines)), chain[0])
    if readme_line is None:
      message += " (in the code wrapped around the blocks at lines %s)" % ", ".join(
        str(b.line) for b in chain)
      readme_line, column = block.line, "1"
    errors.setdefault(block.line, []).append(
      "%s:%d:%s: error: %s (swift block at line %d)\n    %s"
      % (block.file, readme_line, column, message, block.line, text.strip()))
  if result.returncode != 0 and not errors:
    print("\n".join(foreign) if foreign else output.rstrip()[-4000:], file=sys.stderr)
    raise CannotCheck("the blocks could not be compiled for a reason outside them (the "
                      "build above failed): fix the package's build, then run this again")
  return errors


# sh blocks -------------------------------------------------------------------------------

def commands_of(block):
  """Joins continuation lines: [(README line, command words, comment)]."""
  commands, continued = [], False
  for number, text in block.lines:
    if not text.strip():
      continue
    match = re.search(r"(^|\s)#", text)
    code, comment = (text[:match.start()], text[match.end():]) if match else (text, "")
    words = code.replace("\\", " ").split()
    if (continued or text.startswith((" ", "\t"))) and commands:
      line, before, notes = commands[-1]
      commands[-1] = (line, before + words, notes + " " + comment)
    elif words:
      commands.append((number, words, comment))
    continued = code.rstrip().endswith("\\")
  return commands


class Package:
  """What `swift package describe` says: executables, their sources, argument-parsing ones."""

  def __init__(self, root):
    result = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=root,
                            capture_output=True, text=True)
    if result.returncode != 0:
      raise CannotCheck("`swift package describe` failed:\n" + result.stderr.strip())
    described = json.loads(result.stdout)
    targets = {target["name"]: target for target in described["targets"]}
    self.root = root
    self.executables = {}
    for product in described["products"]:
      if "executable" in product["type"]:
        self.executables[product["name"]] = targets[product["targets"][0]]
    self.targets = targets
    self.helps, self.built = {}, set()
    self.folders = repository_folders(root)

  def parses_arguments(self, target, seen=()):
    if "ArgumentParser" in target.get("product_dependencies", []):
      return True
    return any(self.parses_arguments(self.targets[name], seen + (name,))
               for name in target.get("target_dependencies", []) if name not in seen)

  def help(self, words):
    """The `--help` of a command of one of the package's executables, built when needed."""
    key = tuple(words)
    if key not in self.helps:
      if words[0] not in self.built:
        build = subprocess.run(["swift", "build", "--product", words[0]], cwd=self.root,
                               capture_output=True, text=True)
        if build.returncode != 0:
          print(build.stdout + build.stderr, file=sys.stderr)
          raise CannotCheck("`swift build --product %s` failed (above)" % words[0])
        self.built.add(words[0])
      binary = os.path.join(self.root, ".build", "debug", words[0])
      result = subprocess.run([binary] + list(words[1:]) + ["--help"], cwd=self.root,
                              capture_output=True, text=True)
      self.helps[key] = result.stdout + result.stderr
    return self.helps[key]

  def help_of_swift(self, subcommand):
    """The `--help` of `swift SUBCOMMAND` (build, test, package...)."""
    key = ("swift", subcommand)
    if key not in self.helps:
      result = subprocess.run(["swift", subcommand, "--help"], capture_output=True, text=True)
      self.helps[key] = result.stdout + result.stderr
    return self.helps[key]


def repository_folders(root):
  """The folders of the repository's tracked files (every folder, without git)."""
  try:
    listed = subprocess.run(["git", "ls-files"], cwd=root, capture_output=True, text=True)
  except OSError:
    listed = None
  if listed is None or listed.returncode != 0:
    return {os.path.relpath(folder, root) for folder, _, _ in os.walk(root)} | {""}
  folders = {""}
  for path in listed.stdout.split("\n"):
    while path:
      path = os.path.dirname(path)
      folders.add(path)
  return folders


def subcommands(help_text):
  """The SUBCOMMANDS section of an ArgumentParser help: ({name}, has a default)."""
  section = help_text.split("SUBCOMMANDS:", 1)
  if len(section) < 2:
    return set(), False
  names = re.findall(r"^  (\S+)", section[1].split("\n\n")[0], re.MULTILINE)
  return set(names), "(default)" in section[1]


def check_swift_run(package, words, options):
  """Problems with `swift run [-c X] PRODUCT WORDS...`."""
  index = 2
  while index < len(words) and words[index].startswith("-"):
    index += 2 if words[index] in ("-c", "--configuration", "--scratch-path") else 1
  if index >= len(words):
    return ["`swift run` names no executable"]
  product, rest = words[index], words[index + 1:]
  target = package.executables.get(product)
  if target is None:
    return ["`%s` is not an executable of the package (%s)"
            % (product, ", ".join(sorted(package.executables)))]
  if not package.parses_arguments(target):
    return check_in_source(os.path.join(package.root, target["path"]), product, options)
  command, leading = [product], []
  for word in rest:  # the leading plain words may be subcommands
    if not re.match(r"^[a-z][\w-]*$", word):
      break
    leading.append(word)
  for word in leading:
    names, has_default = subcommands(package.help(command))
    if word in names:
      command.append(word)
    elif names and not has_default:
      return ["`%s` is not a subcommand of `%s` (%s)"
              % (word, " ".join(command), ", ".join(sorted(names)))]
    else:
      break
  known = set(LONG_OPTION.findall(package.help(command)))
  return ["`%s` is not an option of `%s` (see `swift run %s --help`)"
          % (option, " ".join(command), " ".join(command))
          for option in options if option not in known]


def check_in_source(path, name, options):
  """Each option must be spelled in the script or the executable's sources."""
  files = [path] if os.path.isfile(path) else [
    os.path.join(folder, file) for folder, _, names in os.walk(path) for file in names]
  text = ""
  for file in files:
    with open(file, encoding="utf-8", errors="replace") as handle:
      text += handle.read()
  return ["`%s` is not spelled anywhere in %s" % (option, name)
          for option in options if option not in text]


def simple_commands(words):
  """Splits a command line at `&&`, `||`, `;` and `|` outside brackets, and drops each
  command's leading `NAME=value` assignments."""
  commands, current, depth = [], [], 0
  for word in words:
    depth += word.count("[") - word.count("]")
    if depth <= 0 and word in ("&&", "||", ";", "|"):
      commands.append(current)
      current = []
    else:
      current.append(word)
  commands.append(current)
  for command in commands:
    while command and re.match(r"^[A-Za-z_]\w*=", command[0]):
      command.pop(0)
  return [command for command in commands if command]


def claimed_paths(package, words):
  """The arguments that name a file in the repository: a path whose folder is one of the
  repository's own (not an output folder, not a placeholder such as shard-0/artifacts)."""
  paths = []
  for word in words:
    path = word.strip("[]\"'")
    if "/" not in path or path.startswith(("-", "$", "/", "~", "..", ".build")):
      continue
    if os.path.dirname(path.rstrip("/")) in package.folders:
      paths.append(path)
  return paths


def check_command(package, words, comment):
  """Problems with one command of a sh block (an empty list when it checks out), or None
  for a command this check does not know."""
  options = LONG_OPTION.findall(" ".join(words[1:]) + " " + comment)
  problems = ["`%s` does not exist" % path for path in claimed_paths(package, words[1:])
              if not os.path.exists(os.path.join(package.root, path))]
  built = re.match(r"^(?:\./)?\.build/(?:debug|release)/([\w-]+)$", words[0])
  if built or words[0] in package.executables:  # the built executable, run directly
    words = ["swift", "run", built.group(1) if built else words[0]] + words[1:]
  if words[0] in ("bash", "sh") and len(words) > 1 or words[0].startswith("Scripts/"):
    script = words[1] if words[0] in ("bash", "sh") else words[0]
    if not os.path.isfile(os.path.join(package.root, script)):
      return problems + ["`%s` does not exist" % script]
    return problems + check_in_source(os.path.join(package.root, script), script, options)
  if words[:2] == ["swift", "run"]:
    return problems + check_swift_run(package, words, options)
  if words[0] == "swift" and len(words) > 1 and re.match(r"^[a-z-]+$", words[1]):
    known = set(LONG_OPTION.findall(package.help_of_swift(words[1])))
    return problems + ["`%s` is not an option of `swift %s`" % (o, words[1]) for o in options
                       if o not in known]
  return None


def unique(problems):
  return list(dict.fromkeys(problems)) if problems is not None else None


def check_sh(root, blocks):
  """Returns ({block line: [problems]}, commands checked, [commands not understood])."""
  package, problems, checked, unknown = Package(root), {}, 0, []
  for block in blocks:
    for line, words, comment in commands_of(block):
      for command in simple_commands(words):
        found = unique(check_command(package, command, comment))
        if found is None:
          unknown.append("%s:%d: %s" % (block.file, line, " ".join(command)))
          continue
        checked += 1
        problems.setdefault(block.line, []).extend(
          "%s:%d: error: %s (sh block at line %d)" % (block.file, line, problem, block.line)
          for problem in found)
  return {line: found for line, found in problems.items() if found}, checked, unknown


# The report ------------------------------------------------------------------------------

def check(root, readme, name):
  """Checks every block of `readme`; returns (exit status, report lines)."""
  blocks = read_blocks(readme, name)
  swift = [b for b in blocks if b.language == "swift"]
  shell = [b for b in blocks if b.language in ("sh", "bash", "shell")]
  report, failed = [], 0
  for language, group in (("swift", swift), ("sh", shell)):
    live = [b for b in group if b.skip is None]
    if language == "swift":
      problems, counted, unknown = compile_swift(root, live, os.path.join(root, ".build")), "", []
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


SELF_TEST = "Scripts/check-readme-self-test.md"


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
  status, report = check(root, readme, os.path.relpath(readme))
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
