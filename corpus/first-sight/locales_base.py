"""Compact locale definitions -> dicts.

Each language is given as compact strings:
  months / mabbr : 12 names separated by '|'
  lab  : 'key=value|key=value...'
  rare : unusual synonyms for header labels
  tx   : one template per line, '<sign><kind> text', kinds:
         S salary, T transfer in, R refund, I interest, P purchase, A cash withdrawal,
         B bill / direct debit, O transfer out, F fee, C card payment received,
         X card interest, Y card fee
  placeholders in tx: {name} {merchant} {city} {ref} {mon} {Y} {card} {emp} {dt}
"""

LAB_KEYS = (
    "statement account period page of date post value desc amount debit credit balance opening "
    "closing bf cf tin tout dep wd cr dr card limit minpay due prev new ccy info rate fee type "
    "holder ref cardno total avail summary interest"
).split()

REQ_RARE = "date desc amount debit credit balance".split()


def _kv(s):
    out = {}
    for part in s.split("|"):
        part = part.strip()
        if not part:
            continue
        k, v = part.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def mk(code, script, countries, months, mabbr, df, lab, rare, names, merchants, cities, tx,
       legal, rtl=False, nf=None, fonts=None, banks=None):
    """countries: list of (country, currency, symbol, numfmt-list)."""
    m = [x.strip() for x in months.split("|")]
    a = [x.strip() for x in mabbr.split("|")]
    assert len(m) == 12 and len(a) == 12, code
    lab_d = _kv(lab)
    missing = [k for k in LAB_KEYS if k not in lab_d]
    assert not missing, (code, missing)
    rare_d = _kv(rare)
    assert all(k in rare_d for k in REQ_RARE), (code, rare_d)
    tpl = []
    for line in tx.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        sign, kind, text = line[0], line[1], line[3:].strip()
        tpl.append((kind, text))
    return {
        "code": code, "script": script, "rtl": rtl,
        "countries": countries, "months": m, "mabbr": a, "df": df,
        "lab": lab_d, "rare": rare_d,
        "names": [x.strip() for x in names.split("|")],
        "merchants": [x.strip() for x in merchants.split("|")],
        "cities": [x.strip() for x in cities.split("|")],
        "tx": tpl, "legal": legal.strip(), "fonts": fonts,
        "banks": [x.strip() for x in banks.split("|")] if banks else None,
    }


ISO_DF = "{Y}-{mm}-{dd}"
