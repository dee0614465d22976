"""Compiling ```swift blocks: one module against the package's debug build, one file per run
of blocks that starts with imports; compiler errors mapped back to the README's lines."""

import json
import os
import re
import subprocess
import sys

from readme_check.blocks import CannotCheck

DIAGNOSTIC = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): (error|warning): (.*)$")
TARGET = "ReadmeBlocks"

# What starts a top-level item, and what continues the one before.
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
  """Splits a block into top-level items: [kind, [(README line, text)]]. An `#if` ... `#endif`
  is one item, of the first of these kinds that it holds: import, declaration, statement."""
  items, scanner, conditions = [], Scanner(), 0
  for number, text in lines:
    stripped = text.strip()
    code_line = stripped and not stripped.startswith(("//", "/*", "*"))
    starts = (scanner.at_top() and conditions == 0 and code_line
              and not stripped.startswith(CONTINUATIONS)
              and not (items and items[-1][0] == "attributes"))
    if starts or not items:
      items.append([None, []])
    items[-1][1].append((number, text))
    if scanner.at_top() and re.match(r"#(if|endif)\b", stripped):
      conditions += 1 if stripped.startswith("#if") else -1
    scanner.feed(text)
    items[-1][0] = kind_of_lines([line for _, line in items[-1][1]])
  return items


def kind_of_lines(lines):
  """The kind of an item; for `#if` ... `#endif`, the first kind found among its branches."""
  if not lines[0].strip().startswith("#if"):
    return kind_of("\n".join(lines))
  inner = [line for line in lines if not re.match(r"\s*#(if|elseif|else|endif)\b", line)]
  kinds = {kind for kind, _ in split_items([(0, line) for line in inner])} if inner else set()
  return next((kind for kind in ("import", "declaration", "statement") if kind in kinds),
              "declaration")


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

  Imports, types and functions stay at file scope, and so do the `let`s and `var`s that they
  use. When the blocks hold statements, the statements and the other `let`s and `var`s go in
  a function body: a block reads as a file, or as the inside of a function."""
  items = [item for block in chain for item in split_items(block.lines)]
  declared = re.sub(r"\b(?:let|var|func|case)\s+\w+", "", "\n".join(
    text for kind, lines in items if kind == "declaration" for _, text in lines))
  script = any(kind == "statement" for kind, _ in items)
  top, body = [], []
  for kind, lines in items:
    if kind == "import":
      continue
    name = re.match(r"(?:let|var)\s+(\w+)", strip_attributes(lines[0][1]))
    # Used as a value: not a member (`.name`), a label (`name:`) or a declaration of its own.
    used = name is not None and re.search(r"(?<![.\w])%s\b(?!\s*:(?!:))" % name.group(1),
                                          declared)
    inside = kind == "statement" or (kind == "binding" and script and not used)
    (body if inside else top).append(lines)
  head = chain[0]
  source = [(None, "// %s, the swift blocks at lines %s; generated by Scripts/check-readme.sh"
             % (head.file, ", ".join(str(block.line) for block in chain)))]
  source += [pair for kind, lines in items if kind == "import" for pair in lines]
  source += [pair for lines in top for pair in lines]
  if body:
    source.append((None, "func readmeBlockAtLine%d() async throws {" % head.line))
    source += [pair for lines in body for pair in lines]
    source.append((None, "}"))
  return source


def generate_files(blocks, folder):
  """Writes the files compiling the swift blocks; returns ({file path: (chain, source)},
  [(file path, block, README line, module)] for every import)."""
  os.makedirs(folder, exist_ok=True)
  files, imports = {}, []
  for chain in chains(blocks):
    source = swift_file(chain)
    path = os.path.realpath(os.path.join(folder, "Line%04d.swift" % chain[0].line))
    write_if_changed(path, "\n".join(text for _, text in source) + "\n")
    files[path] = (chain, source)
    for readme_line, text in source:
      match = re.match(r"\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(\w+)", text)
      if match and readme_line is not None:
        block = next((b for b in chain if readme_line in dict(b.lines)), chain[0])
        module = match.group(1) if "@testable" not in text else "@testable " + match.group(1)
        imports.append((path, block, readme_line, module))
  for file in os.listdir(folder):  # blocks that moved or went away
    if file.endswith(".swift") and os.path.realpath(os.path.join(folder, file)) not in files:
      os.remove(os.path.join(folder, file))
  return files, imports


def write_if_changed(path, text):
  """Writes `text` unless the file holds it already."""
  if os.path.exists(path):
    with open(path, encoding="utf-8") as file:
      if file.read() == text:
        return
  with open(path, "w", encoding="utf-8") as file:
    file.write(text)


def importable(root):
  """The modules a user's target can import from this package: its library products, and
  SnapshotTesting, which the README tells users to add."""
  with open(os.path.join(root, "Package.swift"), encoding="utf-8") as file:
    manifest = file.read()
  return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest)) | {"SnapshotTesting"}


def build_flags(root, modules):
  """The compiler flags that find the debug build's modules, as SwiftPM passes them to the
  package's targets named `modules`: search paths, C module maps, target and SDK; not its
  package name or testing flags, so that the blocks see only public API. Builds the package
  first."""
  result = subprocess.run(["swift", "build"], cwd=root, capture_output=True, text=True)
  if result.returncode != 0:
    print((result.stdout + result.stderr).rstrip()[-4000:], file=sys.stderr)
    raise CannotCheck("the package does not build (above): fix its build, then run this again")
  plan = os.path.join(root, ".build", "debug.yaml")
  with open(plan, encoding="utf-8") as file:
    commands = [json.loads(line.split("args:", 1)[1]) for line in file
                if line.lstrip().startswith("args:") and "-module-name" in line]
  kept, seen = [], set()
  for args in commands:
    if args[args.index("-module-name") + 1] not in modules:
      continue
    for index, flag in enumerate(args):
      value = args[index + 1] if index + 1 < len(args) else ""
      if flag in ("-I", "-F", "-target", "-sdk", "-module-cache-path") or \
          flag == "-Xcc" and value.startswith("-fmodule-map-file="):
        item = (flag, value)
      elif flag.startswith(("-I", "-F")) and len(flag) > 2:
        item = (flag,)
      else:
        continue
      if item not in seen:
        seen.add(item)
        kept += item
  if not kept:
    raise CannotCheck("%s lists no compiler commands; run swift build, then this again" % plan)
  return kept


def compile_swift(root, blocks, folder):
  """Compiles the blocks as one module against the package's debug build; returns {block
  line: [error text]}. Raises CannotCheck when the package itself does not build."""
  files, imports = generate_files(blocks, folder)
  errors = {}
  known = importable(root)
  modules = os.path.join(root, ".build", "debug", "Modules")
  for path, block, readme_line, module in imports:
    if module.startswith("@testable ") or module not in known and \
        os.path.exists(os.path.join(modules, module + ".swiftmodule")):
      files.pop(path, None)  # not compiled: the module may need what users do not have
      why = ("`%s` is not a library product of this package, so a user's target cannot "
             "import it" % module) if not module.startswith("@") else (
             "`@testable import %s` reaches internal API; the README shows public API only"
             % module.split()[-1])
      errors.setdefault(block.line, []).append("%s:%d:1: error: %s (swift block at line %d)" % (
        block.file, readme_line, why, block.line))
  if not files:
    return errors
  # One module of every file, as a test target of a user's package would hold them: type
  # checked, then (when that passes) lowered to SIL, which finds uninitialized and unreturned
  # values.
  command = ["swiftc", "-module-name", TARGET, "-parse-as-library", "-wmo", "-Onone",
             "-emit-sil", "-o", os.devnull, "-swift-version", "6", "-DSWIFT_PACKAGE",
             "-DDEBUG"] + build_flags(root, known) + sorted(files)
  result = subprocess.run(command, cwd=root, capture_output=True, text=True)
  output = result.stdout + result.stderr
  seen, foreign = set(), []
  for line in output.split("\n"):
    match = DIAGNOSTIC.match(line)
    if not match and ": error: " in line:
      foreign.append(line)
    if not match or match.group(4) != "error" or line in seen:
      continue
    seen.add(line)
    path, number, column, _, message = match.groups()
    entry = files.get(os.path.realpath(path))
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
  if foreign or result.returncode != 0 and not errors:
    print("\n".join(foreign) if foreign else output.rstrip()[-4000:], file=sys.stderr)
    raise CannotCheck("the blocks could not be compiled for a reason outside them (the "
                      "build above failed): fix the package's build, then run this again")
  return errors
