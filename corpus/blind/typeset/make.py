#!/usr/bin/python3
"""Build every statement of the typeset (pdflatex / groff) blind families into out/. Deterministic."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402
import f1_pko, f2_ubs, f3_amex, f4_aib, f5_dbs, f6_dnb, f7_millennium, f8_gtbank, f9_nationwide  # noqa: E402,E401

MODULES = [f1_pko, f2_ubs, f3_amex, f4_aib, f5_dbs, f6_dnb, f7_millennium, f8_gtbank, f9_nationwide]

if __name__ == "__main__":
    want = set(sys.argv[1:])
    for mod in MODULES:
        if want and mod.FAM not in want:
            continue
        d = os.path.join(lib.OUT, mod.FAM)
        shutil.rmtree(d, ignore_errors=True)
        print("building", mod.FAM, flush=True)
        mod.main()
    shutil.rmtree(lib.BUILD, ignore_errors=True)
