#!/usr/bin/env python3
"""Fails when a source file outside the seam folders names a speed strategy (issue 39).

The pipeline (Modules/Coordinators/Core/Navigator/Pipeline and everything else) names the seams
it owns: the working state (`WorkingState`, `workingState(for:)`, `StateBefore`), the tree
builder (`buildCommittedTree`, `settleTreeNodes`, `TreeBuilder`) and the change pool
(`fastPaths.takeChange()`, `fastPaths.keep(_:)`), never the strategy behind one. The strategies
are the names listed in `FastPaths.Strategies.each`, found as types (`ChangePool`), as their
switches (`.changePool`) and through the state the seam keeps for them (`fastPaths.changes`,
`fastPaths.treeCache`, `fastPaths.enabled`); the seam folders are listed below. Comments count:
a reader of a pipeline file should not need to know a strategy exists.

    python3 Scripts/check-seams.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEAMS = [ROOT / "Modules/Coordinators/Core/Navigator/FastPaths"]
STRATEGIES_FILE = ROOT / "Modules/Coordinators/Core/Navigator/FastPaths/FastPaths.swift"
SCANNED = ["Modules", "Plugins", "Apps"]
# Strategy entry points that are no type but name a strategy all the same: the direct commit's
# old entry (issue 39 item 1 folded it into `submit` and `run`), and what `FastPaths` keeps for
# its strategies (the change pool's change, the tree cache, the switches), which only the seam
# reads.
ALSO: list[str] = ["performDirectly", r"fastPaths\.changes", r"fastPaths\.treeCache", r"fastPaths\.enabled"]


def strategies():
    text = STRATEGIES_FILE.read_text()
    block = re.search(r"static let each[^=]*=\s*\[(.*?)\]\n", text, re.S)
    if not block:
        sys.exit(f"check-seams: no `static let each` list in {STRATEGIES_FILE.relative_to(ROOT)}")
    names = re.findall(r'\("(\w+)"', block.group(1))
    if not names:
        sys.exit("check-seams: `FastPaths.Strategies.each` lists no strategy")
    # Each strategy's switch in `FastPaths.Strategies` is its name in lower camel case.
    switches = [name[0].lower() + name[1:] for name in names]
    return [re.escape(name) for name in names + switches] + ALSO


def main():
    names = strategies()
    pattern = re.compile(r"\b(" + "|".join(names) + r")\b")
    found = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.swift")):
            if any(seam in path.parents for seam in SEAMS):
                continue
            for number, line in enumerate(path.read_text().splitlines(), 1):
                for match in pattern.finditer(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: names the strategy {match.group(1)}")
    if found:
        print("\n".join(found), flush=True)
        print(
            f"check-seams: {len(found)} mention(s) of a strategy outside the seam folders "
            f"({', '.join(str(s.relative_to(ROOT)) for s in SEAMS)}); name the seam instead",
            file=sys.stderr)
        return 1
    shown = ", ".join(name.replace("\\", "") for name in names)
    print(f"check-seams: no strategy ({shown}) named outside the seam folders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
