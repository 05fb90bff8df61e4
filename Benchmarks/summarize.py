#!/usr/bin/env python3
"""Turns the benchmark tool's histogram export into .benchmarks/summary.json and a ratio table.

The tool (`swift package benchmark --format histogram`) writes one file per benchmark and metric,
`<baseline>.<target>.<benchmark>.<metric>.histogram.txt`, in the standard HdrHistogram percentile
distribution format, with raw values: the wall time (ns) and malloc count of one whole sample.
Every Wayfinder benchmark also records the custom metric `operations`, the number of operations
one sample runs, so per-operation figures are raw p50 / operations.

Usage: summarize.py --raw DIR --out SUMMARY.json --ratios RATIOS.json --extra EXTRA.json --log RUN.log
                    --main-package PACKAGE.swift [--partial]
"""

import argparse
import json
import math
import os
import re
import sys

# Every benchmark the suite defines, with the module it needs when that module has not landed yet.
EXPECTED = {
    "stack.pushPop.depth10": None,
    "stack.pushPop.depth10000": None,
    "array.pushPop": None,
    "router.pushPop.plugins0": None,
    "router.pushPop.plugins4": None,
    "router.popToRoot.depth1000": None,
    "tabs.switch": None,
    "deeplink.fiveSteps": None,
    "snapshot.encodeDecode.1000": None,
    "json.encodeDecode.1000": None,
    "sqlite.save.1000": None,
    "sqlite.load.1000": None,
    "yaml.manifest.1000routes": None,
    "libyaml.events.1000routes": None,
    "yams.decode.1000routes": None,
    "composer.coldStart": "WayfinderComposition",
    # Issue 16: the same operation on a small and a large app, and the peers' stacks.
    "router.pushPop.depth10": None,
    "router.pushPop.depth1000": None,
    "tabs.switch.named4": None,
    "tabs.switch.named100": None,
    "tabs.switch.reflected4": None,
    "tabs.switch.reflected100": None,
    "tabs.pushPop.inTab": None,
    "router.pushPop.coordinators10": None,
    "router.pushPop.coordinators300": None,
    "deeplink.pushes5": None,
    "deeplink.pushes500": None,
    "validation.refused500": None,
    "validation.refused4000": None,
    "saves.pushes500": None,
    "saves.pushes4000": None,
    "peer.flowstacks.pushPop": None,
    "peer.stackstate.pushPop": None,
    "peer.observed.pushPop": None,
}

# Benchmarks the suite also runs for the analysis, outside the summary's fixed set of keys.
EXTRA = {
    "yaml.mirror.1000routes": "WayfinderConfig decoding the plain mirror types Yams decodes (like for like)",
}

# (label, numerator, denominator, limit, comparison[, divisor]): the ratios the targets are
# about. "within": met when ratio <= limit; "faster": met when ratio < limit; "info": no target
# (the peers). The divisor turns a whole-operation ratio into a per-unit one (a 500-push deep link
# against a 5-push one, per push: 100).
RATIOS = [
    ("router+4 plugins vs array", "router.pushPop.plugins4", "array.pushPop", 100.0, "within"),
    ("stack depth 10,000 vs 10", "stack.pushPop.depth10000", "stack.pushPop.depth10", 1.25, "within"),
    ("snapshot vs JSON", "snapshot.encodeDecode.1000", "json.encodeDecode.1000", 1.5, "within"),
    ("manifest vs libyaml events", "yaml.manifest.1000routes", "libyaml.events.1000routes", 2.0, "within"),
    ("manifest vs Yams", "yaml.manifest.1000routes", "yams.decode.1000routes", 1.0, "faster"),
    # Issue 16's scaling pairs.
    ("router depth 1,000 vs 10", "router.pushPop.depth1000", "router.pushPop.depth10", 1.1, "within"),
    ("tab switch 100 vs 4 tabs", "tabs.switch.named100", "tabs.switch.named4", 1.25, "within"),
    ("same, reflected names", "tabs.switch.reflected100", "tabs.switch.reflected4", 1.25, "within"),
    ("push+pop in a tab vs no tabs", "tabs.pushPop.inTab", "router.pushPop.plugins0", 1.2, "within"),
    ("300 vs 10 live coordinators", "router.pushPop.coordinators300", "router.pushPop.coordinators10", 1.25,
     "within"),
    ("deep link, per push, 500 vs 5", "deeplink.pushes500", "deeplink.pushes5", 1.1, "within", 100),
    ("validation 4,000 vs 500 screens", "validation.refused4000", "validation.refused500", 10.0, "within"),
    ("4,000 vs 500 saved pushes", "saves.pushes4000", "saves.pushes500", 10.0, "within"),
    # Issue 16's peers: no target, what the engine costs against each.
    ("router+4 plugins vs FlowStacks", "router.pushPop.plugins4", "peer.flowstacks.pushPop", None, "info"),
    ("router+4 plugins vs StackState", "router.pushPop.plugins4", "peer.stackstate.pushPop", None, "info"),
    ("router+4 plugins vs @Observable", "router.pushPop.plugins4", "peer.observed.pushPop", None, "info"),
]

METRICS = {"wallClock": "wall", "mallocCountTotal": "mallocs", "operations": "operations"}


def median_of_distribution(path):
    """The value at the 50th percentile of an HdrHistogram percentile distribution file."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.split()
            if len(fields) < 2 or line.lstrip().startswith("#"):
                continue
            try:
                rows.append((float(fields[1]), float(fields[0])))
            except ValueError:
                continue  # the header line
    if not rows:
        raise ValueError(f"{path}: no percentile rows")
    for percentile, value in rows:
        if percentile >= 0.5:
            return value
    return rows[-1][1]


def operation_count(value):
    """The operation count a sample recorded, snapped back to its scaling factor (1, 1e3, 1e6...):
    the histogram keeps 3 significant digits, so 1,000,000 reads back as 1,000,447."""
    return 10 ** (3 * round(math.log10(value) / 3))


def read_exports(raw):
    """{benchmark: {"wall": v, "mallocs": v, "operations": v}} from the export directory."""
    found = {}
    pattern = re.compile(r"^[^.]+\.(?P<target>[A-Za-z]+Benchmarks)\.(?P<name>.+)\.(?P<metric>[A-Za-z_]+)\.histogram\.txt$")
    for file in sorted(os.listdir(raw)):
        match = pattern.match(file)
        if not match or match["metric"] not in METRICS:
            continue
        found.setdefault(match["name"], {})[METRICS[match["metric"]]] = median_of_distribution(os.path.join(raw, file))
    return found


def failures(log):
    """{benchmark: message} for the benchmarks the run reported as failed."""
    reported = {}
    if not log or not os.path.exists(log):
        return reported
    with open(log, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            match = re.match(r"^(\S+) failed: (.*)$", line.strip())
            if match and match[1] in EXPECTED:
                reported.setdefault(match[1], match[2])
    return reported


def landed(main_package):
    with open(main_package, encoding="utf-8") as handle:
        text = handle.read()
    return {module for module in ("WayfinderPersistence", "WayfinderComposition") if f'.library(name: "{module}"' in text}


def per_operation(values):
    """{"p50_ns", "mallocs_p50"} from a benchmark's exported medians, or None when incomplete."""
    if not {"wall", "mallocs", "operations"} <= values.keys() or values["operations"] <= 0:
        return None
    operations = operation_count(values["operations"])
    return {
        "p50_ns": round(values["wall"] / operations, 1),
        "mallocs_p50": round(values["mallocs"] / operations, 2),
    }


def summarize(raw, log, main_package, partial):
    exports = read_exports(raw)
    failed = failures(log)
    modules = landed(main_package)
    summary = {}
    for name, module in EXPECTED.items():
        entry = per_operation(exports.get(name, {}))
        if entry is not None:
            summary[name] = entry
            continue
        if module and module not in modules:
            reason = f"missing: {module} has not landed on this branch"
        elif name in failed:
            reason = f"failed: {failed[name]}"
        elif partial:
            reason = "not run: left out by the filter given to bench.sh"
        else:
            reason = "missing: the run produced no figures for it"
        summary[name] = {"p50_ns": None, "mallocs_p50": None, "missing": reason}
    return summary


def extras(raw):
    """The extra benchmarks that were run, per operation, with what each is."""
    exports = read_exports(raw)
    found = {}
    for name, what in EXTRA.items():
        entry = per_operation(exports.get(name, {}))
        if entry is not None:
            found[name] = dict(entry, what=what)
    return found


def ratios(summary):
    rows = []
    for label, numerator, denominator, limit, comparison, *rest in RATIOS:
        divisor = rest[0] if rest else 1
        top, bottom = summary[numerator]["p50_ns"], summary[denominator]["p50_ns"]
        ratio = top / bottom / divisor if top is not None and bottom else None
        if ratio is None or comparison == "info":
            met = None
        elif comparison == "faster":
            met = ratio < limit
        else:
            met = ratio <= limit
        if comparison == "info":
            target = "-"
        else:
            target = f"< {limit:g}x (faster)" if comparison == "faster" else f"<= {limit:g}x"
        row = {"ratio": label, "numerator": numerator, "denominator": denominator,
               "value": None if ratio is None else round(ratio, 3), "target": target, "met": met}
        if divisor != 1:
            row["per"] = divisor
        rows.append(row)
    return rows


def attach_ratios(summary, rows):
    """Each ratio also goes into the summary, in its numerator's entry, under `ratios`."""
    for row in rows:
        entry = {key: row[key] for key in ("ratio", "denominator", "value", "target", "met", "per") if key in row}
        summary[row["numerator"]].setdefault("ratios", []).append(entry)


def print_tables(summary, rows, extra):
    width = max(len(name) for name in list(summary) + list(extra))
    print(f"\n{'benchmark'.ljust(width)}  {'p50 ns/op':>14}  {'mallocs/op':>11}")
    for name, entry in summary.items():
        if entry["p50_ns"] is None:
            print(f"{name.ljust(width)}  {entry['missing']}")
        else:
            print(f"{name.ljust(width)}  {entry['p50_ns']:>14,.1f}  {entry['mallocs_p50']:>11,.2f}")
    for name, entry in extra.items():
        print(f"{name.ljust(width)}  {entry['p50_ns']:>14,.1f}  {entry['mallocs_p50']:>11,.2f}  (extra: {entry['what']})")
    label_width = max(len(row["ratio"]) for row in rows)
    print(f"\n{'ratio'.ljust(label_width)}  {'value':>10}  {'target':<18}  met")
    for row in rows:
        value = "n/a" if row["value"] is None else f"{row['value']:,.2f}x"
        if row["value"] is None:
            met = "n/a (missing)"
        elif row["met"] is None:
            met = "-"
        else:
            met = "yes" if row["met"] else "NO"
        print(f"{row['ratio'].ljust(label_width)}  {value:>10}  {row['target']:<18}  {met}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raw", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--ratios", required=True)
    parser.add_argument("--log")
    parser.add_argument("--extra", required=True)
    parser.add_argument("--main-package", required=True)
    parser.add_argument("--partial", action="store_true", help="the run was filtered: absent benchmarks were not run")
    args = parser.parse_args()
    summary = summarize(args.raw, args.log, args.main_package, args.partial)
    rows = ratios(summary)
    attach_ratios(summary, rows)
    extra = extras(args.raw)
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(summary, handle, indent=2)
        handle.write("\n")
    with open(args.ratios, "w", encoding="utf-8") as handle:
        json.dump(rows, handle, indent=2)
        handle.write("\n")
    with open(args.extra, "w", encoding="utf-8") as handle:
        json.dump(extra, handle, indent=2)
        handle.write("\n")
    print_tables(summary, rows, extra)
    produced = sum(1 for entry in summary.values() if entry["p50_ns"] is not None)
    print(f"\n{produced} of {len(summary)} benchmarks measured; summary in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
