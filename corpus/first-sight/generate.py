#!/usr/bin/python3
"""first-sight: draw random bank / card statements, render them with several independent
renderers, optionally scan them, and write exact ground truth.

usage: generate.py --seed N --out DIR [--text K] [--scans M] [--jobs J] [--only RENDERER]
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import axes as axes_mod  # noqa: E402
import layout  # noqa: E402
import renderers  # noqa: E402
from locales import LOCALES  # noqa: E402
from notes import make_notes  # noqa: E402

RENDERER_NAMES = ["chromium", "libreoffice", "groff", "reportlab", "pdfkit"]
SCAN_LANGS_MAIN = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "no", "da", "fi", "pl", "cs",
                   "sk", "hu", "ro", "hr", "sl", "tr", "id", "vi", "et", "lv", "lt"]
SCAN_LANGS_OTHER = ["ru", "uk", "bg", "sr", "el"]


def pick_language(rng, scan):
    if scan:
        pool = SCAN_LANGS_MAIN if rng.random() < 0.8 else SCAN_LANGS_OTHER
        pool = [c for c in pool if c in LOCALES] or ["en"]
    else:
        pool = list(LOCALES)
        if "en" in pool and rng.random() < 0.12:
            return LOCALES["en"]
    return LOCALES[rng.choice(pool)]


def draw(seed, sid, scan, only):
    rng = random.Random("%d:%s" % (seed, sid))
    loc = pick_language(rng, scan)
    country = rng.choice(loc["countries"])
    card = rng.random() < 0.2
    ax = axes_mod.draw_axes(rng, loc, country, card)
    doc, truth = layout.build(rng, sid, seed, loc, country, ax)
    el = renderers.eligible(doc, renderers.text_of(doc))
    if only:
        el = [r for r in el if r == only] or el
    rname = rng.choice(el)
    rrng = random.Random("%d:%s:render" % (seed, sid))
    truth["renderer"] = rname
    ax["renderer"] = rname
    if scan:
        truth["kind"] = "IMAGE_BASED"
        truth["hasTextLayer"] = False
    truth["notes"] = make_notes(truth, loc)
    return {"sid": sid, "doc": doc, "truth": truth, "renderer": rname, "rng": rrng, "scan": scan}


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout
    for line in out.decode("utf-8", "replace").splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    raise RuntimeError("pdfinfo failed on " + path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--text", type=int, default=60)
    ap.add_argument("--scans", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", choices=RENDERER_NAMES, help="debug: prefer one renderer")
    a = ap.parse_args()
    t0 = time.time()
    avail = renderers.available()
    for tool in ("pdfinfo", "pdftoppm"):
        if not shutil.which(tool):
            avail[tool] = tool + " not found (apt-get install poppler-utils)"
    missing = {k: v for k, v in avail.items() if v}
    if missing:
        for k, v in missing.items():
            print("generate.py: renderer/tool missing: %s: %s" % (k, v), file=sys.stderr)
        sys.exit(2)
    os.makedirs(a.out, exist_ok=True)
    specs = [("fs%d-t%03d" % (a.seed, i), False) for i in range(a.text)]
    specs += [("fs%d-s%03d" % (a.seed, i), True) for i in range(a.scans)]
    items = [draw(a.seed, sid, scan, a.only) for sid, scan in specs]
    tmp = tempfile.mkdtemp(prefix="first-sight-")
    try:
        by_r = {}
        for it in items:
            it["pdf"] = os.path.join(tmp if it["scan"] else a.out, it["sid"] + ".pdf")
            by_r.setdefault(it["renderer"], []).append(it)
        for rname, group in by_r.items():
            fn = getattr(renderers, "run_" + rname)
            t1 = time.time()
            fn([(it["sid"], it["doc"], it["rng"], it["pdf"]) for it in group], tmp, a.jobs)
            print("rendered %3d with %-11s in %5.1fs" % (len(group), rname, time.time() - t1), file=sys.stderr)
        scans = [it for it in items if it["scan"]]
        if scans:
            import scan as scan_mod
            t1 = time.time()
            scan_mod.run_scans([(it["sid"], it["pdf"], os.path.join(a.out, it["sid"] + ".pdf"),
                                 random.Random("%d:%s:scan" % (a.seed, it["sid"]))) for it in scans],
                               tmp, a.jobs, [it["truth"]["axes"] for it in scans])
            print("scanned  %3d in %5.1fs" % (len(scans), time.time() - t1), file=sys.stderr)
        manifest = []
        for it in items:
            out_pdf = os.path.join(a.out, it["sid"] + ".pdf")
            tr = it["truth"]
            tr["pages"] = pdf_pages(out_pdf)
            if tr["pages"] != tr["axes"].get("pagesPlanned"):
                print("note: %s planned %s pages, got %d" % (it["sid"], tr["axes"].get("pagesPlanned"), tr["pages"]),
                      file=sys.stderr)
            with open(os.path.join(a.out, it["sid"] + ".truth.json"), "w", encoding="utf-8") as f:
                json.dump(tr, f, ensure_ascii=False, indent=1)
                f.write("\n")
            manifest.append({"id": it["sid"], "kind": tr["kind"], "renderer": tr["renderer"], "axes": tr["axes"]})
        with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f, ensure_ascii=False, indent=1)
            f.write("\n")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("generated %d statements in %.1fs -> %s" % (len(items), time.time() - t0, a.out), file=sys.stderr)


if __name__ == "__main__":
    main()
