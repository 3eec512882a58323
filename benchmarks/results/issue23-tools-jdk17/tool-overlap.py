#!/usr/bin/env python3
"""Overlap of the example tools' sampled results with their exhaustive ones, per workload.

Overlap of two count distributions = sum over keys of min(share in A, share in B), in percent
(the DCG overlap metric of rvm dcg overlap, applied to a tool's counts): per method for
BytecodeCounts and InvocationCounts; per (branch site, outcome) for BranchProfile, so that both
how often a branch runs and which way it goes count.
usage: tool-overlap.py DIR WORKLOAD...   (DIR holds W-exhaustive.json and W-sampled.json)
"""
import json
import sys


def tools(path):
    with open(path) as f:
        data = json.load(f)
    return {t["name"]: t["results"] for t in data["tools"]}, data.get("samples", 0)


def per_method(results, count):
    return {m["method"]: m[count] for m in results["methods"]}


def per_branch(results):
    out = {}
    for b in results["branches"]:
        site = (b["method"], b["bci"])
        out[site + ("taken",)] = b["taken"]
        out[site + ("not",)] = b["notTaken"]
    return out


def overlap(a, b):
    ta, tb = sum(a.values()), sum(b.values())
    if ta == 0 or tb == 0:
        return 0.0
    return 100.0 * sum(min(a[k] / ta, b.get(k, 0) / tb) for k in a)


def main():
    d = sys.argv[1]
    print(f"{'workload':10} {'samples':>10} {'bytecodes':>10} {'branches':>10} {'invocations':>12}")
    rows = []
    for w in sys.argv[2:]:
        e, _ = tools(f"{d}/{w}-exhaustive.json")
        s, samples = tools(f"{d}/{w}-sampled.json")
        row = (overlap(per_method(e["BytecodeCounts"], "bytecodes"), per_method(s["BytecodeCounts"], "bytecodes")),
               overlap(per_branch(e["BranchProfile"]), per_branch(s["BranchProfile"])),
               overlap(per_method(e["InvocationCounts"], "invocations"),
                       per_method(s["InvocationCounts"], "invocations")))
        rows.append(row)
        print(f"{w:10} {samples:>10,} {row[0]:>9.1f}% {row[1]:>9.1f}% {row[2]:>11.1f}%")
    if rows:
        mean = [sum(r[i] for r in rows) / len(rows) for i in range(3)]
        print(f"{'mean':10} {'':>10} {mean[0]:>9.1f}% {mean[1]:>9.1f}% {mean[2]:>11.1f}%")


if __name__ == "__main__":
    main()
