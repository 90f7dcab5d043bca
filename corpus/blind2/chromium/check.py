#!/usr/bin/env python3
"""Verify every truth file under out/: arithmetic, formats, dates, and that the text PDFs print every amount.
Currencies without a minor unit (JPY) carry whole-number amount strings; the others exactly 2 decimals."""
import datetime as dt
import glob
import json
import os
import re
import subprocess
import sys
from decimal import Decimal as D

ROOT = os.path.dirname(os.path.abspath(__file__))
AMT2 = re.compile(r"^-?\d+\.\d{2}$")
AMT0 = re.compile(r"^-?\d+$")
NO_MINOR = {"JPY", "KRW"}
AMT = AMT2
REQ = ["family", "tool", "kind", "hasTextLayer", "password", "bank", "country", "language", "documentType", "currency",
       "accountLast4", "statementPeriod", "periodStart", "periodEnd", "openingBalance", "closingBalance", "pages",
       "transactions", "notes"]


def group(ip, sep):
    out = []
    while len(ip) > 3:
        out.insert(0, ip[-3:])
        ip = ip[:-3]
    out.insert(0, ip)
    return sep.join(out)


def forms(x, cur="EUR"):
    a = abs(D(x))
    if cur in NO_MINOR:
        return {group(str(int(a)), ",")}
    ip, fp = f"{a:.2f}".split(".")
    return {group(ip, ",") + "." + fp, group(ip, ".") + "," + fp, group(ip, " ") + "," + fp}


def printed(x, cur, *texts):
    """the amount printed as a whole number token (not part of a longer number)"""
    for f in forms(x, cur):
        pat = re.compile(r"(?<![\d.,])" + re.escape(f) + r"(?![\d]|[.,]\d)")
        if any(pat.search(tx) for tx in texts):
            return True
    return False


def pdftext(p):
    return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout


def pages(p):
    out = subprocess.run(["pdfinfo", p], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def check(tp):
    errs = []
    t = json.load(open(tp, encoding="utf-8"))
    pdf = tp.replace(".truth.json", ".pdf")
    for k in REQ:
        if k not in t:
            errs.append(f"missing {k}")
    if errs:
        return errs, t
    if not os.path.exists(pdf):
        errs.append("pdf missing")
        return errs, t
    if pages(pdf) != t["pages"]:
        errs.append(f"pages {t['pages']} != pdf {pages(pdf)}")
    owed = t.get("balanceConvention") == "owed"
    global AMT
    AMT = AMT0 if t["currency"] in NO_MINOR else AMT2
    if t["documentType"] == "credit_card" and not owed:
        errs.append("credit card without balanceConvention owed")
    ps = dt.date.fromisoformat(t["periodStart"])
    pe = dt.date.fromisoformat(t["periodEnd"])
    if t["statementPeriod"] != pe.strftime("%Y-%m"):
        errs.append("statementPeriod != month of periodEnd")
    for k in ("openingBalance", "closingBalance"):
        if not AMT.match(t[k]):
            errs.append(f"{k} format {t[k]}")
    txs = t["transactions"]
    if not (12 <= len(txs) <= 70):
        errs.append(f"{len(txs)} transactions outside 12-70")

    def chain(rows, opening, closing, label):
        run = D(opening)
        for i, r in enumerate(rows):
            if not AMT.match(r["amount"]):
                errs.append(f"{label} row {i} amount format {r['amount']}")
                continue
            run = run - D(r["amount"]) if owed else run + D(r["amount"])
            if r.get("balance") is not None:
                if not AMT.match(r["balance"]):
                    errs.append(f"{label} row {i} balance format")
                elif D(r["balance"]) != run:
                    errs.append(f"{label} row {i} balance {r['balance']} != running {run}")
        if run != D(closing):
            errs.append(f"{label}: opening {opening} {'-' if owed else '+'} sum -> {run} != closing {closing}")

    if t.get("accounts"):
        tot_o = D(0)
        tot_c = D(0)
        for a in t["accounts"]:
            rows = [r for r in txs if r.get("account") == a["accountLast4"]]
            if len(rows) != a["transactionCount"]:
                errs.append(f"account {a['accountLast4']} count {len(rows)} != {a['transactionCount']}")
            chain(rows, a["openingBalance"], a["closingBalance"], "acct " + a["accountLast4"])
            tot_o += D(a["openingBalance"])
            tot_c += D(a["closingBalance"])
        if tot_o != D(t["openingBalance"]) or tot_c != D(t["closingBalance"]):
            errs.append("top-level opening/closing != sum of accounts")
        if any("account" not in r for r in txs):
            errs.append("row without account in multi-account statement")
    else:
        chain(txs, t["openingBalance"], t["closingBalance"], "stmt")
    for i, r in enumerate(txs):
        try:
            d = dt.date.fromisoformat(r["date"])
        except Exception:
            errs.append(f"row {i} bad date {r.get('date')}")
            continue
        for k in ("postDate", "valueDate"):
            if k in r:
                dt.date.fromisoformat(r[k])
        if not (ps <= d <= pe):
            pdx = dt.date.fromisoformat(r["postDate"]) if "postDate" in r else None
            vd = dt.date.fromisoformat(r["valueDate"]) if "valueDate" in r else None
            ok = (pdx and ps <= pdx <= pe) or (vd and ps <= vd <= pe)
            if not ok or "before" not in t["notes"]:
                errs.append(f"row {i} date {d} outside period and not explained")
        if "postDate" in r and not (ps <= dt.date.fromisoformat(r["postDate"]) <= pe):
            errs.append(f"row {i} postDate outside period")
        if not r.get("description") or "  " in r["description"] or r["description"] != r["description"].strip():
            errs.append(f"row {i} description empty or badly spaced")
    if t["kind"] == "TEXT_BASED":
        if not t["hasTextLayer"]:
            errs.append("TEXT_BASED without text layer")
        txt = pdftext(pdf)
        flat = re.sub(r"[ \t]+", " ", txt)
        for i, r in enumerate(txs):
            if not printed(r["amount"], t["currency"], txt, flat):
                errs.append(f"row {i} amount {r['amount']} not found in pdftotext")
            if r.get("balance") is not None and not printed(r["balance"], t["currency"], txt, flat):
                errs.append(f"row {i} balance {r['balance']} not found in pdftotext")
        for k in ("openingBalance", "closingBalance"):
            if not printed(t[k], t["currency"], flat):
                errs.append(f"{k} {t[k]} not found in pdftotext")
        if "LAYOUT-OVERFLOW" in txt:
            errs.append("layout overflow marker present")
    else:
        if t["hasTextLayer"]:
            errs.append("IMAGE_BASED with hasTextLayer true")
        if pdftext(pdf).strip():
            errs.append("scan PDF has a text layer")
        base = tp.replace("-scan.truth.json", ".truth.json")
        if os.path.exists(base):
            b = json.load(open(base, encoding="utf-8"))
            if b["transactions"] != t["transactions"] or b["openingBalance"] != t["openingBalance"]:
                errs.append("scan truth differs from text truth")
    return errs, t


def main():
    files = sorted(glob.glob(os.path.join(ROOT, "out", "*", "*.truth.json")))
    bad = 0
    fams = {}
    for f in files:
        errs, t = check(f)
        fams.setdefault(t.get("family"), []).append(os.path.basename(f))
        rel = os.path.relpath(f, ROOT)
        if errs:
            bad += 1
            print("FAIL", rel)
            for e in errs[:20]:
                print("   ", e)
        else:
            print("ok  ", rel, f"({len(t['transactions'])} rows, {t['pages']} pages)")
    for fam, fl in sorted(fams.items()):
        multi = [x for x in fl if not x.endswith("-scan.truth.json")]
        ps = [json.load(open(os.path.join(ROOT, "out", fam, x)))["pages"] for x in multi]
        if len(multi) != 3 or max(ps) < 2:
            print("FAIL family", fam, "needs 3 statements and one of 2+ pages", ps)
            bad += 1
    scanned = sorted({t for t, fl in fams.items() if any(x.endswith("-scan.truth.json") for x in fl)})
    for fam in scanned:
        if sum(1 for x in fams[fam] if x.endswith("-scan.truth.json")) != 3:
            print("FAIL family", fam, "needs scans of all 3 statements")
            bad += 1
    print(f"\n{len(files)} truth files in {len(fams)} families (scanned: {', '.join(scanned) or 'none'}), {bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
