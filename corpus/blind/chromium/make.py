#!/usr/bin/env python3
"""Build the whole blind corpus (Chromium print-to-PDF) under out/. Deterministic: fixed seeds."""
import importlib
import sys

FAMILIES = ["fam_chase", "fam_rbc", "fam_barclaycard", "fam_sparkasse", "fam_ing", "fam_wells", "fam_monzo",
            "fam_itau", "fam_swedbank"]

if __name__ == "__main__":
    only = sys.argv[1:]
    for m in FAMILIES:
        if only and m not in only:
            continue
        print("building", m, flush=True)
        importlib.import_module(m).make()
