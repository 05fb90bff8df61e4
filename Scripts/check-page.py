#!/usr/bin/env python3
"""Checks the files of `serve`'s page (Modules/Server/Assets) and that none hides in Swift.

- Every script parses: `node --check FILE` (node 18 or later).
- No script writes markup as text: no `innerHTML`, `outerHTML`, `insertAdjacentHTML`,
  `document.write` or `createContextualFragment`, and no string or template literal that holds
  a tag (`<div`, `</p>`, `<!--`). The page builds its elements with `document.createElement`
  (the `el` helper), so a screen's title or a command's text can never become markup.
- No `.swift` file of Modules/Server holds the page's script or markup: it is served from the
  asset files, byte for byte.

Exits 1 with `FILE:LINE: error: ...` lines when a check fails.
"""

import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ASSETS = ROOT / "Modules" / "Server" / "Assets"
SERVER = ROOT / "Modules" / "Server"

FORBIDDEN_CALLS = re.compile(
    r"\b(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment)\b|\bdocument\s*\.\s*write(ln)?\b")
TAG = re.compile(r"<\s*(/\s*)?[A-Za-z!][A-Za-z0-9-]*")
# What the page's script and markup look like inside a Swift string literal.
SCRIPT_IN_SWIFT = re.compile(
    r"\"use strict\"|\bdocument\s*\.\s*(getElementById|createElement|querySelector)|<script\b|<!doctype|"
    r"\baddEventListener\s*\(|\bwindow\s*\.\s*wayfinder")


def literals(text):
    """Yields (line, kind, body) for each string and template literal of a script, skipping
    comments. Regular expression literals are read as code (the page's scripts hold none that
    contain a quote)."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif c in "'\"`":
            start, start_line, j = i + 1, line, i + 1
            depth = 0
            while j < n:
                d = text[j]
                if d == "\\":
                    j += 2
                    continue
                if d == "\n":
                    line += 1
                if c == "`" and text.startswith("${", j):
                    depth += 1
                    j += 2
                    continue
                if c == "`" and d == "}" and depth:
                    depth -= 1
                elif d == c and not depth:
                    break
                j += 1
            yield start_line, c, text[start:j]
            i = j + 1
        else:
            i += 1


def check_script(path, problems):
    text = path.read_text(encoding="utf-8")
    node = shutil.which("node")
    if node is None:
        problems.append(f"{path}: error: node is not installed; the page's scripts cannot be checked")
    else:
        done = subprocess.run([node, "--check", str(path)], capture_output=True, text=True)
        if done.returncode != 0:
            problems.append(f"{path}: error: node --check failed\n{done.stderr.strip()}")
    for number, line in enumerate(text.splitlines(), start=1):
        code = line.split("//", 1)[0] if "://" not in line else line
        found = FORBIDDEN_CALLS.search(code)
        if found:
            problems.append(
                f"{path}:{number}: error: '{found.group(0)}' writes markup as text; build elements with el()")
    for number, kind, body in literals(text):
        found = TAG.search(body)
        if found:
            problems.append(
                f"{path}:{number}: error: a {'template' if kind == '`' else 'string'} literal holds markup "
                f"('{found.group(0)}'); build elements with el()")


def main():
    problems = []
    scripts = sorted(ASSETS.glob("*.js"))
    if not scripts:
        problems.append(f"{ASSETS}: error: no scripts found")
    for path in scripts:
        check_script(path, problems)
    for path in sorted(SERVER.rglob("*.swift")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            found = SCRIPT_IN_SWIFT.search(line)
            if found and not line.lstrip().startswith("///"):
                problems.append(
                    f"{path}:{number}: error: the page's script or markup ('{found.group(0)}') belongs in "
                    f"Modules/Server/Assets, not in Swift")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"check-page: {len(scripts)} scripts parse, build no markup from text; no script in Swift")
    return 0


if __name__ == "__main__":
    sys.exit(main())
