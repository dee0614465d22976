"""A Markdown file's fenced code blocks and the skip markers before them."""

import re

FENCE = re.compile(r"^```\s*([\w+-]*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*readme-check:\s*skip\b\s*(?:\((.*)\))?\s*-->\s*$")


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
