#!/usr/bin/env python3
"""Build the blind2 Chromium families under out/ (one PDF rendered at a time). Deterministic: fixed seeds
(the scans' noise pixels differ between runs, their truth does not). Run with Debian's python3 (PIL, img2pdf)."""
import importlib
import sys

FAMILIES = ["fam_wf", "fam_mufg", "fam_db", "fam_td"]

if __name__ == "__main__":
    only = sys.argv[1:]
    for m in FAMILIES:
        if only and m not in only:
            continue
        print("building", m, flush=True)
        importlib.import_module(m).make()
