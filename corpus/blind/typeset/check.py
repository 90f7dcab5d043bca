#!/usr/bin/python3
"""Verify every truth file under out/: arithmetic, formats, dates, pages, and that the text layer
(pdftotext -layout) contains every amount and balance as printed. Scans: no text layer."""
import datetime as dt
import glob
import json
import os
import re
import subprocess
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")

FAMILIES = {"pl-pko-kwota": True, "ch-ubs-apostrophe": True, "us-amex-card": False, "ie-aib-dotted": False,
            "sg-dbs-decoy": True, "no-dnb-ut-inn": False, "pt-millennium-groff": False, "ng-gtbank-drcr": False,
            "gb-nationwide-card": False}


def cents(s):
    return int((Decimal(s) * 100).to_integral_value())


def group(n, sep):
    s = str(n)
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts)


def fmt(c, thou=",", dec="."):
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}{group(c // 100, thou)}{dec}{c % 100:02d}"


# printed forms: (amount -> list of strings that must occur, balance -> string)
PRINT = {
    "pl-pko-kwota": (lambda a: [fmt(a, " ", ",")], lambda b: fmt(b, " ", ",")),
    "ch-ubs-apostrophe": (lambda a: [fmt(abs(a), "'", ".")], lambda b: fmt(b, "'", ".")),
    "us-amex-card": (lambda a: [("-$" if a > 0 else "$") + fmt(abs(a))], None),
    "ie-aib-dotted": (lambda a: [fmt(abs(a))], lambda b: fmt(abs(b)) + ("DR" if b < 0 else "")),
    "sg-dbs-decoy": (lambda a: [fmt(abs(a))], lambda b: fmt(b)),
    "no-dnb-ut-inn": (lambda a: [fmt(abs(a), " ", ",")], None),
    "pt-millennium-groff": (lambda a: [fmt(abs(a), ".", ",")], lambda b: fmt(b, ".", ",")),
    "ng-gtbank-drcr": (lambda a: [fmt(abs(a))], lambda b: fmt(b)),
    "gb-nationwide-card": (lambda a: [fmt(abs(a)) + ("CR" if a > 0 else "")], None),
}

AMT_RE = re.compile(r"^-?\d+\.\d{2}$")
errors = []


def err(f, msg):
    errors.append(f"{os.path.relpath(f, HERE)}: {msg}")


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " "))


def pdftext(pdf):
    return subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout


def pdfpages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def d(s):
    return dt.date.fromisoformat(s)


def check_truth(path, fam):
    t = json.load(open(path, encoding="utf-8"))
    pdf = path.replace(".truth.json", ".pdf")
    scan = path.endswith("-scan.truth.json")
    for k in ["family", "tool", "kind", "hasTextLayer", "password", "bank", "country", "language", "documentType",
              "currency", "accountLast4", "statementPeriod", "periodStart", "periodEnd", "openingBalance",
              "closingBalance", "pages", "transactions", "notes"]:
        if k not in t:
            err(path, f"missing key {k}")
    if t["family"] != fam:
        err(path, "family mismatch")
    if not os.path.exists(pdf):
        err(path, "pdf missing")
        return t
    owed = t["documentType"] == "credit_card"
    if owed and t.get("balanceConvention") != "owed":
        err(path, "credit card without balanceConvention owed")
    ps, pe = d(t["periodStart"]), d(t["periodEnd"])
    if t["statementPeriod"] != pe.strftime("%Y-%m"):
        err(path, "statementPeriod != month of periodEnd")
    for k in ("openingBalance", "closingBalance"):
        if not AMT_RE.match(t[k]):
            err(path, f"{k} bad format {t[k]}")
    tx = t["transactions"]
    if not 12 <= len(tx) <= 70:
        err(path, f"{len(tx)} transactions (want 12-70)")
    run = cents(t["openingBalance"])
    for i, x in enumerate(tx):
        if not AMT_RE.match(x["amount"]):
            err(path, f"tx {i} amount format {x['amount']}")
        if x["balance"] is not None and not AMT_RE.match(x["balance"]):
            err(path, f"tx {i} balance format {x['balance']}")
        try:
            dd = d(x["date"])
            if not ps <= dd <= pe:
                err(path, f"tx {i} date {dd} outside period")
            for k in ("valueDate", "postDate"):
                if k in x:
                    d(x[k])
        except ValueError as e:
            err(path, f"tx {i} bad date {e}")
        if not x["description"].strip() or "  " in x["description"]:
            err(path, f"tx {i} bad description {x['description']!r}")
        a = cents(x["amount"])
        if a == 0:
            err(path, f"tx {i} zero amount")
        run = run - a if owed else run + a
        if x["balance"] is not None and cents(x["balance"]) != run:
            err(path, f"tx {i} printed balance {x['balance']} != running {fmt(run)}")
    if run != cents(t["closingBalance"]):
        err(path, f"opening + sum != closing ({fmt(run)} vs {t['closingBalance']})")
    if pdfpages(pdf) != t["pages"]:
        err(path, f"pages {t['pages']} != pdf {pdfpages(pdf)}")
    if not 1 <= t["pages"] <= 4:
        err(path, f"pages {t['pages']}")
    if scan:
        if t["kind"] != "IMAGE_BASED" or t["hasTextLayer"] is not False:
            err(path, "scan truth must be IMAGE_BASED / hasTextLayer false")
        if pdftext(pdf).strip():
            err(path, "scan has a text layer")
        base = json.load(open(path.replace("-scan.truth.json", ".truth.json"), encoding="utf-8"))
        if base["transactions"] != tx or base["openingBalance"] != t["openingBalance"]:
            err(path, "scan truth differs from text truth")
    else:
        if t["kind"] != "TEXT_BASED" or t["hasTextLayer"] is not True:
            err(path, "text truth must be TEXT_BASED / hasTextLayer true")
        text = norm(pdftext(pdf))
        afn, bfn = PRINT[fam]
        for i, x in enumerate(tx):
            for s in afn(cents(x["amount"])):
                if s not in text:
                    err(path, f"tx {i} amount {s!r} not in text layer")
            if bfn and x["balance"] is not None and bfn(cents(x["balance"])) not in text:
                err(path, f"tx {i} balance {bfn(cents(x['balance']))!r} not in text layer")
            for w in x["description"].split():
                if w not in text:
                    err(path, f"tx {i} description word {w!r} not in text layer")
        if bfn:
            for k in ("openingBalance", "closingBalance"):
                if bfn(cents(t[k])) not in text:
                    err(path, f"{k} {bfn(cents(t[k]))!r} not in text layer")
    return t


def main():
    n_pdf = n_truth = 0
    for fam, has_scan in FAMILIES.items():
        for n in (1, 2, 3):
            variants = [""] + (["-scan"] if has_scan else [])
            for v in variants:
                p = os.path.join(OUT, fam, f"{fam}-{n}{v}.truth.json")
                if not os.path.exists(p):
                    err(p, "missing")
                    continue
                check_truth(p, fam)
                n_truth += 1
                n_pdf += os.path.exists(p.replace(".truth.json", ".pdf"))
        multi = [json.load(open(p))["pages"] for p in glob.glob(os.path.join(OUT, fam, f"{fam}-[123].truth.json"))]
        if not any(p >= 2 for p in multi):
            err(fam, "no statement spans 2+ pages")
    extra = [f for f in glob.glob(os.path.join(OUT, "*", "*")) if not re.search(r"-\d(-scan)?\.(pdf|truth\.json)$", f)]
    for f in extra:
        err(f, "unexpected file in out/")
    print(f"checked {n_truth} truth files, {n_pdf} pdfs")
    if errors:
        print(f"FAIL: {len(errors)} problems")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
