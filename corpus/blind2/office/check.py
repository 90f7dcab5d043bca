"""Check every truth file of corpus/blind2/office: arithmetic (opening + amounts = closing, printed running
balances), money format, dates, page count, and that every amount appears in `pdftotext -layout`."""
import glob
import json
import os
import re
import subprocess
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
MONEY = re.compile(r"^-?\d+\.\d{2}$")
# number styles per family country: (thousands separators, decimal mark)
STYLE = {"GB": (",", "."), "AU": (",", "."), "ES": (".", ","), "MX": (",", "."), "CH": ("'’", "."),
         "AT": (".", ",")}


def text_of(pdf):
    return subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout


def amounts_in(text, country):
    seps, dec = STYLE[country]
    sep_class = re.escape(seps)
    pat = re.compile(r"\d{1,3}(?:[%s]\d{3})*%s\d{2}(?!\d)" % (sep_class, re.escape(dec)))
    found = set()
    for m in pat.finditer(text):
        raw = m.group(0)
        for s in seps:
            raw = raw.replace(s, "")
        found.add(Decimal(raw.replace(dec, ".")))
    return found


def check(path):
    errs = []
    t = json.load(open(path, encoding="utf-8"))
    pdf = path.replace(".truth.json", ".pdf")
    owed = t.get("balanceConvention") == "owed"
    for k in ("openingBalance", "closingBalance"):
        if not MONEY.match(t[k]):
            errs.append(f"{k} format {t[k]}")
    bal = Decimal(t["openingBalance"])
    total = Decimal(0)
    printed = 0
    for i, tx in enumerate(t["transactions"]):
        if not MONEY.match(tx["amount"]):
            errs.append(f"tx {i} amount format {tx['amount']}")
        a = Decimal(tx["amount"])
        total += a
        bal = bal - a if owed else bal + a
        if tx["balance"] is not None:
            printed += 1
            if not MONEY.match(tx["balance"]):
                errs.append(f"tx {i} balance format")
            elif Decimal(tx["balance"]) != bal:
                errs.append(f"tx {i} running balance {tx['balance']} != {bal}")
        if not re.match(r"^\d{4}-\d{2}-\d{2}$", tx["date"]) or tx["date"] > t["periodEnd"]:
            errs.append(f"tx {i} date {tx['date']}")
        if not tx["description"] or "  " in tx["description"]:
            errs.append(f"tx {i} description")
    if bal != Decimal(t["closingBalance"]):
        errs.append(f"opening {'-' if owed else '+'} sum = {bal} != closing {t['closingBalance']}")
    if t["statementPeriod"] != t["periodEnd"][:7]:
        errs.append("statementPeriod")
    n = len(t["transactions"])
    if not 12 <= n <= 60:
        errs.append(f"{n} transactions")
    pages = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True,
                                                              text=True).stdout).group(1))
    if pages != t["pages"] or not 1 <= pages <= 4:
        errs.append(f"pages {pages} vs truth {t['pages']}")
    text = text_of(pdf)
    missing = 0
    if t["hasTextLayer"]:
        found = amounts_in(text, t["country"])
        wanted = [t["openingBalance"], t["closingBalance"]] + [x["amount"] for x in t["transactions"]] + \
                 [x["balance"] for x in t["transactions"] if x["balance"] is not None]
        for w in wanted:
            if abs(Decimal(w)) not in found:
                missing += 1
                errs.append(f"amount {w} not in pdftotext output")
    else:
        if text.strip():
            errs.append("scan has a text layer")
        twin = json.load(open(path.replace("-scan.truth.json", ".truth.json"), encoding="utf-8"))
        if twin["transactions"] != t["transactions"] or t["kind"] != "IMAGE_BASED":
            errs.append("scan truth differs from its text twin")
    return n, printed, pages, errs


def main():
    files = sorted(glob.glob(os.path.join(HERE, "out", "*", "*.truth.json")))
    bad = 0
    for f in files:
        n, printed, pages, errs = check(f)
        name = os.path.basename(f)
        print(f"{'FAIL' if errs else 'ok  '} {name}: {n} tx, {printed} printed balances, {pages} page(s)")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print(f"{len(files)} truth files, {bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
