#!/usr/bin/python3
"""Build every statement: .fodt via Python -> PDF via LibreOffice headless -> truth JSON (+ scanned variants)."""
import importlib
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402

FAMILIES = [
    # module, family id, scan?, base seed
    ("gen_fr", "fr-bnp-releve", True, 1100),
    ("gen_es", "es-santander-summary", False, 1200),
    ("gen_it", "it-intesa-addebiti", False, 1300),
    ("gen_de", "at-raiffeisen-sh", False, 1400),
    ("gen_au", "au-commbank-card", True, 1500),
    ("gen_in", "in-hdfc-savings", False, 1600),
    ("gen_za", "za-fnb-drcr", True, 1700),
    ("gen_mx", "mx-bbva-cargos", False, 1800),
    ("gen_us", "us-business-sectioned", True, 1900),
]


def main(only=None):
    for mod, fam, scan, seed in FAMILIES:
        if only and fam not in only:
            continue
        m = importlib.import_module(mod)
        bdir = os.path.join(lib.BUILD, fam)
        odir = os.path.join(lib.OUT, fam)
        shutil.rmtree(bdir, ignore_errors=True)
        shutil.rmtree(odir, ignore_errors=True)
        os.makedirs(bdir)
        os.makedirs(odir)
        truths, files = {}, []
        for n in (1, 2, 3):
            src, truth = m.build(n, seed + n)
            ext = getattr(m, "EXT", "fodt")
            path = os.path.join(bdir, f"{fam}-{n}.{ext}")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(src)
            files.append(path)
            truths[n] = truth
        lib.convert(files, odir)
        for n in (1, 2, 3):
            pdf = os.path.join(odir, f"{fam}-{n}.pdf")
            t = truths[n]
            t["pages"] = lib.pdf_pages(pdf)
            planned = t.pop("_plannedPages", None)
            if planned is not None and planned != t["pages"]:
                print(f"WARNING {fam}-{n}: planned {planned} sheets, rendered {t['pages']} pages")
            with open(os.path.join(odir, f"{fam}-{n}.truth.json"), "w", encoding="utf-8") as fh:
                json.dump(t, fh, ensure_ascii=False, indent=1)
            if scan:
                lib.make_scan(pdf, os.path.join(odir, f"{fam}-{n}-scan.pdf"), seed * 10 + n)
                ts = dict(t)
                ts["kind"] = "IMAGE_BASED"
                ts["hasTextLayer"] = False
                ts["notes"] = t["notes"] + " Scanned variant: image-only PDF (rasterised greyscale, rotated, noisy, JPEG)."
                with open(os.path.join(odir, f"{fam}-{n}-scan.truth.json"), "w", encoding="utf-8") as fh:
                    json.dump(ts, fh, ensure_ascii=False, indent=1)
            print(f"{fam}-{n}: {t['pages']} pages, {len(t['transactions'])} transactions")


if __name__ == "__main__":
    main(sys.argv[1:] or None)
