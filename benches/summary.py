#!/usr/bin/env python3
"""Prints criterion's latest medians as a table: group, benchmark, median
ns per value, and the ratio to a named baseline in the same group.

Usage: benches/summary.py [FILTER]  (after `cargo bench`)
       benches/summary.py --scaling     (1 MiB / 10 KiB ratios; linear is 102.4, flagged above 128)
Per-value figures divide by the group's element throughput when it has one.
"""
import json, os, sys

root = os.path.join(os.path.dirname(__file__), "..", "target", "criterion")
scaling = "--scaling" in sys.argv
args = [a for a in sys.argv[1:] if a != "--scaling"]
flt = "scaling/" if scaling else (args[0] if args else "")
rows = []
for dirpath, dirs, files in os.walk(root):
    if os.path.basename(dirpath) != "new" or "estimates.json" not in files:
        continue
    with open(os.path.join(dirpath, "benchmark.json")) as f:
        bench = json.load(f)
    with open(os.path.join(dirpath, "estimates.json")) as f:
        est = json.load(f)
    name = bench["full_id"]
    if flt not in name:
        continue
    per = est["median"]["point_estimate"]
    tp = bench.get("throughput") or {}
    n = tp.get("Elements") or 1
    rows.append((bench["group_id"], name, per / n))
rows.sort()
if scaling:
    by = {}
    for g, name, ns in rows:
        kind, size = name.split("/")[-2:]
        by.setdefault((g, kind), {})[size] = ns
    worst = 0.0
    print(f"{'group/kind':40} {'10 KiB ns':>12} {'1 MiB ns':>14} {'ratio':>8}")
    for (g, kind), t in sorted(by.items()):
        if "10KiB" in t and "1MiB" in t:
            r = t["1MiB"] / t["10KiB"]
            worst = max(worst, r)
            flag = "" if r <= 128 else "  SUPERLINEAR"
            print(f"{g + '/' + kind:40} {t['10KiB']:12.0f} {t['1MiB']:14.0f} {r:8.1f}{flag}")
    print(f"worst ratio {worst:.1f} (linear is 102.4; flagged above 128)")
    sys.exit(0)
groups = {}
for g, name, ns in rows:
    groups.setdefault(g, []).append((name, ns))
print(f"{'benchmark':60} {'median ns/value':>16} {'ratio to best':>14}")
for g, items in groups.items():
    best = min(ns for _, ns in items)
    for name, ns in items:
        print(f"{name:60} {ns:16.1f} {ns / best:14.2f}")
