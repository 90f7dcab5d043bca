#!/usr/bin/python3
"""Verify every truth file under out/: arithmetic, formats, dates, page counts, text layer contents."""
import datetime as dt
import glob
import json
import os
import re
import subprocess
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import fmt  # noqa: E402

STYLE = {"fr-bnp-releve": "fr", "es-santander-summary": "de", "it-intesa-addebiti": "de", "at-raiffeisen-sh": "de",
         "au-commbank-card": "en", "in-hdfc-savings": "in", "za-fnb-drcr": "en", "mx-bbva-cargos": "en",
         "us-business-sectioned": "en"}
AMT = re.compile(r"^-?\d+\.\d{2}$")
errors = []


def err(f, msg):
    errors.append(f"{os.path.relpath(f, HERE)}: {msg}")


def cents(s):
    return int((Decimal(s) * 100).to_integral_value())


def pdftext(pdf, layout=True):
    args = ["pdftotext"] + (["-layout"] if layout else []) + [pdf, "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def check_one(f):
    t = json.load(open(f, encoding="utf-8"))
    pdf = f.replace(".truth.json", ".pdf")
    fam = t["family"]
    for k in ("family", "tool", "kind", "hasTextLayer", "bank", "country", "language", "documentType", "currency",
              "statementPeriod", "periodStart", "periodEnd", "openingBalance", "closingBalance", "pages",
              "transactions", "notes"):
        if k not in t:
            err(f, f"missing {k}")
    ps, pe = dt.date.fromisoformat(t["periodStart"]), dt.date.fromisoformat(t["periodEnd"])
    if t["statementPeriod"] != pe.strftime("%Y-%m"):
        err(f, "statementPeriod")
    if not os.path.exists(pdf):
        err(f, "pdf missing")
        return t
    if pages(pdf) != t["pages"]:
        err(f, f"pages {t['pages']} != {pages(pdf)}")
    if not 1 <= t["pages"] <= 4:
        err(f, f"pages out of range {t['pages']}")
    txs = t["transactions"]
    if not 12 <= len(txs) <= 70:
        err(f, f"{len(txs)} transactions")
    for k in ("openingBalance", "closingBalance"):
        if not AMT.match(t[k]):
            err(f, f"{k} format {t[k]}")
    for i, x in enumerate(txs):
        if not AMT.match(x["amount"]) or cents(x["amount"]) == 0:
            err(f, f"row {i} amount {x['amount']}")
        if x["balance"] is not None and not AMT.match(x["balance"]):
            err(f, f"row {i} balance {x['balance']}")
        d = dt.date.fromisoformat(x["date"])
        if not ps <= d <= pe:
            err(f, f"row {i} date {d} outside period")
        for k in ("valueDate", "postDate"):
            if k in x:
                dt.date.fromisoformat(x[k])
    owed = t.get("balanceConvention") == "owed"
    op, cl = cents(t["openingBalance"]), cents(t["closingBalance"])
    total = sum(cents(x["amount"]) for x in txs)
    if owed:
        if -op + total != -cl:
            err(f, f"owed: opening {op} - sum {total} != closing {cl}")
    elif op + total != cl:
        err(f, f"opening {op} + sum {total} != closing {cl}")
    # running balance chain (document order; reverse when the statement lists newest first)
    dates = [x["date"] for x in txs]
    seq = txs
    if dates != sorted(dates) and dates == sorted(dates, reverse=True):
        seq = list(reversed(txs))
    if fam == "us-business-sectioned":
        seq = None  # sectioned: no running balance printed
    if seq:
        run = -op if owed else op
        for i, x in enumerate(seq):
            run += cents(x["amount"])
            if x["balance"] is not None:
                b = cents(x["balance"])
                if (-b if owed else b) != run:
                    err(f, f"balance chain breaks at {x['date']} {x['description'][:30]}: {b} vs {run}")
    if "dailyBalances" in t:
        run = op
        byday = {}
        for x in sorted(txs, key=lambda x: x["date"]):
            run += cents(x["amount"])
            byday[x["date"]] = run
        for k, v in t["dailyBalances"].items():
            if byday.get(k) != cents(v):
                err(f, f"daily balance {k}")
    if t["kind"] == "TEXT_BASED":
        if not t["hasTextLayer"]:
            err(f, "hasTextLayer")
        text = pdftext(pdf)
        norm = " ".join(text.split())
        for x in txs:
            a = fmt(cents(x["amount"]), STYLE[fam])
            if a not in norm:
                err(f, f"amount {a} not in text ({x['description'][:30]})")
            if x["balance"] is not None:
                b = fmt(cents(x["balance"]), STYLE[fam])
                if b not in norm:
                    err(f, f"balance {b} not in text")
            for tok in x["description"].split():
                if tok not in norm:
                    err(f, f"description token {tok!r} not in text")
        for k in ("openingBalance", "closingBalance"):
            v = fmt(cents(t[k]), STYLE[fam])
            if v not in norm:
                err(f, f"{k} {v} not in text")
    else:
        if t["hasTextLayer"] or t["kind"] != "IMAGE_BASED":
            err(f, "scan kind/hasTextLayer")
        if pdftext(pdf, layout=False).strip():
            err(f, "scan has a text layer")
        twin = json.load(open(f.replace("-scan.truth.json", ".truth.json"), encoding="utf-8"))
        if twin["transactions"] != txs or twin["openingBalance"] != t["openingBalance"]:
            err(f, "scan truth differs from text truth")
    return t


def main():
    files = sorted(glob.glob(os.path.join(HERE, "out", "*", "*.truth.json")))
    fams = {}
    for f in files:
        t = check_one(f)
        if t and t["kind"] == "TEXT_BASED":
            fams.setdefault(t["family"], []).append(t["pages"])
    for fam, pg in fams.items():
        if len(pg) != 3:
            errors.append(f"{fam}: {len(pg)} text statements")
        if max(pg) < 2:
            errors.append(f"{fam}: no statement spans 2+ pages")
    for fam in STYLE:
        if fam not in fams:
            errors.append(f"{fam}: missing")
    print(f"checked {len(files)} truth files in {len(fams)} families")
    for e in errors:
        print("FAIL", e)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
