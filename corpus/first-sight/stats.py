#!/usr/bin/python3
"""Print how often each axis value occurs in a first-sight output folder: stats.py DIR"""
import collections
import json
import os
import sys

SKIP = {"rows", "pagesPlanned", "scan", "rtl"}


def main():
    man = json.load(open(os.path.join(sys.argv[1], "manifest.json"), encoding="utf-8"))
    counts = collections.defaultdict(collections.Counter)
    for m in man:
        counts["kind"][m["kind"]] += 1
        for k, v in m["axes"].items():
            if k in SKIP:
                continue
            if isinstance(v, list):
                for x in v or ["(none)"]:
                    counts[k][x] += 1
            else:
                counts[k][str(v)] += 1
        r = m["axes"]["rows"]
        counts["rows"]["3-10" if r <= 10 else "11-30" if r <= 30 else "31-60" if r <= 60 else "61-80"] += 1
        t = json.load(open(os.path.join(sys.argv[1], m["id"] + ".truth.json"), encoding="utf-8"))
        counts["pages"][str(t["pages"])] += 1
    for k in sorted(counts):
        print("%-20s %s" % (k, ", ".join("%s %d" % (v, n) for v, n in counts[k].most_common())))


if __name__ == "__main__":
    main()
