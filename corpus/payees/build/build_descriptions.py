"""Builds descriptions.jsonl from the hand-labelled tables real.txt and constructed.txt.

The labels (payee, alternatives, category) are written by hand in the tables; this script
only parses, validates and numbers them.
"""
import json, re, sys, pathlib, collections

CATEGORIES = ["Groceries", "Restaurants", "Transport", "Fuel", "Travel", "Shopping", "Utilities",
              "Telecom", "Housing", "Insurance", "Health", "Entertainment", "Subscriptions",
              "Education", "Income", "Transfers", "Cash", "Fees", "Interest", "Taxes", "Charity", "Other"]
CURRENCIES = {"USD", "GBP", "EUR", "CAD", "AUD", "NZD", "INR", "SGD", "DKK", "SEK", "PLN", "CHF", "BRL", "MXN", "MKD"}

def parse(path, prefix):
    defaults, out = {}, []
    for n, raw in enumerate(pathlib.Path(path).read_text(encoding="utf-8").split("\n"), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@"):
            defaults = dict(kv.split("=", 1) for kv in line[1:].split())
            continue
        parts = re.split(r"\s*\|\|\s*", line)
        if len(parts) != 5:
            sys.exit(f"{path}:{n}: expected 5 fields, got {len(parts)}: {line}")
        desc, amount, payee, alts, cat = parts
        desc = desc.rstrip() if desc.strip() else desc
        cat = cat.strip()
        if cat not in CATEGORIES:
            sys.exit(f"{path}:{n}: unknown category {cat!r}")
        amount = amount.strip()
        float(amount)
        if "." not in amount or len(amount.split(".")[1]) != 2:
            sys.exit(f"{path}:{n}: amount must have two decimals: {amount}")
        payee = payee.strip()
        alts = [a.strip() for a in alts.split(";") if a.strip()]
        cur = defaults["cur"]
        assert cur in CURRENCIES, cur
        rec = {
            "description": desc,
            "amount": amount,
            "currency": cur,
            "country": defaults["cc"],
            "language": defaults["lang"],
            "payee": None if payee == "-" else payee,
            "payeeAlternatives": alts,
            "category": cat,
            "source": defaults["src"],
        }
        if rec["payee"] is not None and rec["payee"] in alts:
            sys.exit(f"{path}:{n}: payee repeated in alternatives")
        out.append(rec)
    return out

def main(outdir):
    here = pathlib.Path(__file__).parent
    recs = parse(here / "real.txt", "r") + parse(here / "constructed.txt", "c")
    seen = collections.Counter(r["description"] for r in recs)
    dups = [d for d, c in seen.items() if c > 1]
    if dups:
        sys.exit(f"duplicate descriptions: {dups}")
    with open(pathlib.Path(outdir) / "descriptions.jsonl", "w", encoding="utf-8") as f:
        for i, r in enumerate(recs, 1):
            r = {"id": f"d{i:04d}", **r}
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(recs), "descriptions")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
