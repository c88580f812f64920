#!/usr/bin/env python3
"""Prints criterion's latest medians as a table: group, benchmark, median
ns per value, and the ratio to a named baseline in the same group.

Usage: benches/summary.py [FILTER]  (after `cargo bench`)
Per-value figures divide by the group's element throughput when it has one.
"""
import json, os, sys

root = os.path.join(os.path.dirname(__file__), "..", "target", "criterion")
flt = sys.argv[1] if len(sys.argv) > 1 else ""
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
groups = {}
for g, name, ns in rows:
    groups.setdefault(g, []).append((name, ns))
print(f"{'benchmark':60} {'median ns/value':>16} {'ratio to best':>14}")
for g, items in groups.items():
    best = min(ns for _, ns in items)
    for name, ns in items:
        print(f"{name:60} {ns:16.1f} {ns / best:14.2f}")
