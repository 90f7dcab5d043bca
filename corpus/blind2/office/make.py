"""Regenerate every family of corpus/blind2/office (deterministic seeds; scans differ only in noise pixels)."""
import os
import shutil
import sys
import json

import lib
import gen_hsbc
import gen_anz
import gen_caixa
import gen_postfinance

FAMILIES = {gen_hsbc.FAMILY: (gen_hsbc, 4101, True), gen_anz.FAMILY: (gen_anz, 4202, False),
            gen_caixa.FAMILY: (gen_caixa, 4303, False),
            gen_postfinance.FAMILY: (gen_postfinance, 4404, False)}


def main(only=None):
    os.makedirs(lib.BUILD, exist_ok=True)
    for fam, (mod, seed, scanned) in FAMILIES.items():
        if only and fam not in only:
            continue
        outdir = os.path.join(lib.OUT, fam)
        os.makedirs(outdir, exist_ok=True)
        for n in (1, 2, 3):
            src, t = mod.build(n, seed * 10 + n, lib.BUILD)
            if src.endswith(".fodt"):
                pdf = lib.soffice_pdf(src, lib.BUILD)
            else:
                pdf = os.path.join(lib.BUILD, f"{fam}-{n}.pdf")
                lib.groff_pdf(src, pdf)
            os.makedirs(outdir, exist_ok=True)
            final = os.path.join(outdir, f"{fam}-{n}.pdf")
            shutil.move(pdf, final)
            expect = t.pop("_pages", None)
            lib.write_truth(t, final)
            if expect and t["pages"] != expect:
                print("WARNING page overflow", fam, n, t["pages"], expect)
            if scanned:
                spdf = os.path.join(outdir, f"{fam}-{n}-scan.pdf")
                lib.scan(final, spdf, seed * 100 + n)
                st = dict(t, kind="IMAGE_BASED", hasTextLayer=False)
                lib.write_truth(st, spdf)
            print(fam, n, t["pages"] if "pages" in t else "", len(t["transactions"]))
    shutil.rmtree(lib.BUILD, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
