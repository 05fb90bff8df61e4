#!/usr/bin/env python3
"""Checks that Package.swift declares, for every target, each module its sources import.

Scripts/test.sh runs it. A module imported but not declared builds today only because another
dependency happens to bring it in; the next change to that dependency breaks the build, and a
reader of Package.swift is told a wrong story about the layers.

    Scripts/check-imports.py     exits 1 listing each target and the modules it imports undeclared
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Modules every target may import: the toolchain's own.
SYSTEM = {
    "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Testing", "XCTest", "Glibc", "Darwin",
    "Musl", "FoundationNetworking", "Synchronization", "_Concurrency", "Swift", "os", "CompilerPluginSupport", "PackageDescription",
    "PackagePlugin",
}


def main() -> int:
    dump = subprocess.run(
        ["swift", "package", "dump-package", "--package-path", str(ROOT)],
        capture_output=True, text=True, check=True).stdout
    package = json.loads(dump)
    # Each product's modules, by product name (products of dependencies name their modules alike
    # for the ones used here, except where listed).
    product_modules = {
        "ArgumentParser": {"ArgumentParser"}, "GRDB": {"GRDB"}, "FlyingFox": {"FlyingFox", "FlyingSocks"},
        "Atomics": {"Atomics"}, "PropertyBased": {"PropertyBased"},
    }
    failures = []
    for target in package["targets"]:
        name = target["name"]
        path = ROOT / (target.get("path") or f"Sources/{name}")
        declared = {name}
        for dependency in target.get("dependencies", []):
            if "byName" in dependency:
                declared.add(dependency["byName"][0])
            elif "target" in dependency:
                declared.add(dependency["target"][0])
            elif "product" in dependency:
                product = dependency["product"][0]
                declared |= product_modules.get(product, {product})
        imported = set()
        for source in path.rglob("*.swift"):
            for line in source.read_text(encoding="utf-8").splitlines():
                match = re.match(
                    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
                    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", line)
                if match:
                    imported.add(match.group(1))
        missing = sorted(imported - declared - SYSTEM)
        if missing:
            failures.append(f"{name} ({path.relative_to(ROOT)}): imports {', '.join(missing)} undeclared")
    if failures:
        print("check-imports: Package.swift does not declare what these targets import:", file=sys.stderr)
        for failure in failures:
            print(f"  {failure}", file=sys.stderr)
        return 1
    print(f"check-imports: every target of {len(package['targets'])} declares what it imports")
    return 0


if __name__ == "__main__":
    sys.exit(main())
