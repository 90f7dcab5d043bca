#!/usr/bin/python3
"""Check a first-sight output folder: arithmetic of every truth file and, for text PDFs, that
every amount, printed date and balance of the truth appears in `pdftotext -layout` output.
Every truth figure must carry exactly the currency's minor-unit decimals, and figures are looked
up in the text layer with the truth's own digits (never re-rounded), so a truth value finer than
what the PDF prints fails.

usage: check.py DIR   (exit 1 when any problem is found)
"""
import json
import os
import re
import subprocess
import sys
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fmt import NUMFMTS, _group, fmt_date, decimals_for  # noqa: E402
from locales import LOCALES  # noqa: E402
import datetime as dt  # noqa: E402

SPACES = re.compile(r"[\s\u00a0\u2009\u202f\u2007]+")
BIDI = re.compile(r"[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def norm(s):
    return SPACES.sub(" ", BIDI.sub("", s))


def d(s):
    return None if s is None else Decimal(s)


def unit_re(dec):
    return re.compile(r"-?[0-9]+\.[0-9]{%d}" % dec if dec else r"-?[0-9]+")


def figures(t):
    """(label, string) of every money figure in the truth: amounts, balances, opening/closing."""
    out = [("openingBalance", t["openingBalance"]), ("closingBalance", t["closingBalance"])]
    for i, a in enumerate(t.get("accounts") or []):
        out += [("accounts[%d].openingBalance" % i, a["openingBalance"]),
                ("accounts[%d].closingBalance" % i, a["closingBalance"])]
    for i, x in enumerate(t["transactions"]):
        out += [("transactions[%d].amount" % i, x["amount"]), ("transactions[%d].balance" % i, x["balance"])]
    return [(k, v) for k, v in out if v is not None]


def minor_units(t):
    """Every figure is a string with exactly the currency's minor-unit decimals."""
    dec = decimals_for(t["currency"])
    rx = unit_re(dec)
    bad = ["%s %r" % (k, v) for k, v in figures(t) if not (isinstance(v, str) and rx.fullmatch(v))]
    if not bad:
        return []
    return ["not at the minor unit of %s (%d decimals): %s%s" % (
        t["currency"], dec, "; ".join(bad[:6]), " (+%d more)" % (len(bad) - 6) if len(bad) > 6 else "")]


def fmt_exact(s, nf):
    """|s| in number format nf with the truth string's own decimals (no rounding)."""
    gsep, dsep, indian = NUMFMTS[nf]
    s = s.lstrip("-+")
    ip, _, fp = s.partition(".")
    return _group(ip, gsep, indian) + (dsep + fp if fp else "")


def arith(t):
    errs = []
    owed = t.get("balanceConvention") == "owed"
    sign = -1 if owed else 1
    ax = t["axes"]
    groups = {}
    for tx in t["transactions"]:
        groups.setdefault(tx.get("account"), []).append(tx)
    accs = t.get("accounts") or [{"accountLast4": None, "openingBalance": t["openingBalance"],
                                  "closingBalance": t["closingBalance"]}]
    keys = list(groups) if t.get("accounts") else [None]
    if len(keys) != len(accs):
        errs.append("accounts: %d groups of transactions for %d accounts" % (len(keys), len(accs)))
        return errs
    for key, acc in zip(keys, accs):
        txs = groups.get(key, [])
        seq = list(reversed(txs)) if ax["rowOrder"] == "newest_first" else list(txs)
        op, cl = d(acc["openingBalance"]), d(acc["closingBalance"])
        total = sum((Decimal(x["amount"]) for x in txs), Decimal(0))
        if op is not None and op + sign * total != cl:
            errs.append("account %s: opening %s %+s != closing %s" % (key, op, sign * total, cl))
        if ax["amountStyle"] == "sections":
            continue
        run = op
        if run is None:  # derive from the first printed balance
            acc_sum = Decimal(0)
            for x in seq:
                acc_sum += Decimal(x["amount"])
                if x["balance"] is not None:
                    run = Decimal(x["balance"]) - sign * acc_sum
                    break
        if run is None:
            continue
        for x in seq:
            run += sign * Decimal(x["amount"])
            if x["balance"] is not None and Decimal(x["balance"]) != run:
                errs.append("balance mismatch on %s %s: printed %s, expected %s" % (x["date"], x["description"][:30], x["balance"], run))
        if run != cl:
            errs.append("account %s: running end %s != closing %s" % (key, run, cl))
    for x in t["transactions"]:
        if Decimal(x["amount"]) == 0:
            errs.append("zero amount")
    return errs


def text_checks(t, pdf):
    errs = []
    out = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", pdf, "-"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE).stdout.decode("utf-8", "replace")
    text = norm(out)
    flat = text.replace(" ", "")
    ax = t["axes"]
    loc = LOCALES[t["language"]]
    nf = ax["numberFormat"]

    lines = [norm(x) for x in out.splitlines()]
    rtl = t["script"] in ("Arab", "Hebr")

    def has(needle):
        n = norm(needle)
        if n in text or n.replace(" ", "") in flat:
            return True
        if rtl:  # mixed-direction runs come out in visual order: accept all tokens on one line
            toks = n.split(" ")
            return any(all(tok in line for tok in toks) for line in lines)
        return False

    missing = []
    for x in t["transactions"]:
        a = fmt_exact(x["amount"], nf)
        if not has(a):
            missing.append("amount " + a)
        if x["balance"] is not None:
            b = fmt_exact(x["balance"], nf)
            if not has(b):
                missing.append("balance " + b)
        for k in ("date", "postDate", "valueDate"):
            if k in x:
                ds = fmt_date(dt.date.fromisoformat(x[k]), ax["dateFormat"], loc)
                if not has(ds):
                    missing.append("%s %s" % (k, ds))
    for k in ("openingBalance", "closingBalance"):
        if t[k] is not None and ax["openClose"] not in ("none",) and not (k == "closingBalance" and ax["openClose"] == "only_opening"):
            b = fmt_exact(t[k], nf)
            if not has(b):
                missing.append("%s %s" % (k, b))
    if t["accountLast4"] and not has(t["accountLast4"]):
        missing.append("accountLast4 " + t["accountLast4"])
    if missing:
        errs.append("not in text layer: " + "; ".join(missing[:8]) + (" (+%d more)" % (len(missing) - 8) if len(missing) > 8 else ""))
    return errs


def scan_checks(pdf):
    out = subprocess.run(["pdftotext", pdf, "-"], stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout
    return ["scan has a text layer"] if out.strip() else []


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    folder = sys.argv[1]
    man = json.load(open(os.path.join(folder, "manifest.json"), encoding="utf-8"))
    bad = 0
    for m in man:
        sid = m["id"]
        t = json.load(open(os.path.join(folder, sid + ".truth.json"), encoding="utf-8"))
        pdf = os.path.join(folder, sid + ".pdf")
        errs = minor_units(t) + arith(t)
        if not os.path.isfile(pdf):
            errs.append("missing PDF")
        elif t["kind"] == "TEXT_BASED":
            errs += text_checks(t, pdf)
        else:
            errs += scan_checks(pdf)
        if not t["transactions"]:
            errs.append("no transactions")
        if errs:
            bad += 1
            print("FAIL %s [%s %s %s]: %s" % (sid, t["renderer"], t["language"], t["axes"]["amountStyle"], " | ".join(errs)))
    print("%d/%d statements OK" % (len(man) - bad, len(man)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
