"""Checking ```sh blocks without running them: scripts, executables, subcommands, options and
paths that the commands name must exist."""

import json
import os
import re
import subprocess
import sys

from readme_check.blocks import CannotCheck

LONG_OPTION = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*")


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
