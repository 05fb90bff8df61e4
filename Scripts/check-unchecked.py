#!/usr/bin/env python3
"""Checks that every unchecked attribute in our Swift sources states its reason.

`@exclusivity(unchecked)`, `@unchecked Sendable` and `nonisolated(unsafe)` each turn a check of
the compiler or the runtime off. Each needs a comment right above it, or above its group of
consecutive declarations (doc comments and blank lines may stand between), that says why it is
safe or what it measured. `Modules/Config/Parsing/DocumentParser.swift` is the model. A doc
comment of the declaration itself that names the attribute's subject (exclusivity, Sendable,
unsafe) counts too. Scripts/test.sh runs this.

    Scripts/check-unchecked.py     exits 1 listing each attribute without a stated reason
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
UNCHECKED = re.compile(r"@exclusivity\(unchecked\)|@unchecked Sendable|nonisolated\(unsafe\)")
REASON_IN_DOC = re.compile(r"exclusivity|Sendable|unsafe", re.I)
# Lines that continue a group of declarations: attributes, accessors, closing braces, wrapped
# types, and the declarations themselves.
CONTINUES = re.compile(
    r"^(@|public |private|internal |package |fileprivate |static |final |let |var |weak |"
    r"nonisolated|didSet|willSet|get |set |\}|\[|\(|case )")


def reasoned(lines: list[str], index: int) -> bool:
    above = index - 1
    while above >= 0:
        text = lines[above].strip()
        if text.startswith("//") and not text.startswith("///"):
            return True
        if text.startswith("///"):
            if REASON_IN_DOC.search(text):
                return True
        elif text and not CONTINUES.match(text):
            return False
        above -= 1
    return False


def main() -> int:
    missing = []
    for folder in ("Modules", "Plugins", "Apps", "Tests", "Benchmarks"):
        for source in sorted((ROOT / folder).rglob("*.swift")):
            # Build folders hold other packages' sources, which are not ours to annotate.
            if any(part.startswith(".build") for part in source.relative_to(ROOT).parts):
                continue
            lines = source.read_text(encoding="utf-8").splitlines()
            for index, line in enumerate(lines):
                stripped = line.strip()
                if UNCHECKED.search(line) and not stripped.startswith("//") and not reasoned(lines, index):
                    missing.append(f"{source.relative_to(ROOT)}:{index + 1}: {stripped}")
    if missing:
        print("check-unchecked: these unchecked attributes state no reason above them:", file=sys.stderr)
        for line in missing:
            print(f"  {line}", file=sys.stderr)
        return 1
    print("check-unchecked: every unchecked attribute states its reason")
    return 0


if __name__ == "__main__":
    sys.exit(main())
