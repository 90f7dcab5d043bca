"""Draw the money side of a statement: period, accounts, transactions, balances (exact Decimals)."""
import calendar
import datetime as dt
from decimal import Decimal

from fmt import decimals_for, q

# rough units of local currency per USD, to keep amounts plausible
SCALE = {
    "USD": 1, "EUR": 1, "GBP": 0.8, "CHF": 0.9, "AUD": 1.5, "SGD": 1.35, "ZAR": 18, "INR": 80,
    "JPY": 150, "KRW": 1300, "CNY": 7, "HUF": 350, "CZK": 23, "PLN": 4, "SEK": 10, "NOK": 10,
    "DKK": 7, "RUB": 90, "UAH": 40, "BGN": 2, "RSD": 110, "TRY": 30, "IDR": 15000, "VND": 25000,
    "THB": 35, "RON": 5, "KWD": 0.3, "BHD": 0.38, "AED": 3.7, "SAR": 3.75, "ILS": 3.7, "ISK": 140,
    "TWD": 32, "HKD": 7.8, "NZD": 1.6, "CAD": 1.35, "MXN": 17, "BRL": 5, "EGP": 48, "NPR": 130,
}

# kind -> (low, high) in USD, sign
KIND = {
    "S": (1500, 6000, 1), "T": (20, 2000, 1), "R": (5, 200, 1), "I": (0.05, 15, 1),
    "P": (2, 300, -1), "A": (20, 500, -1), "B": (10, 400, -1), "O": (50, 2000, -1),
    "F": (1, 25, -1), "C": (100, 3000, 1), "X": (5, 80, -1), "Y": (20, 150, -1),
}
BANK_WEIGHTS = {"S": 3, "T": 6, "R": 3, "I": 1, "P": 30, "A": 6, "B": 10, "O": 7, "F": 2}
CARD_WEIGHTS = {"P": 40, "R": 3, "Y": 1, "X": 2}


def money(rng, lo, hi, cur, round_to=None):
    dec = decimals_for(cur)
    s = SCALE.get(cur, 1)
    v = rng.uniform(lo * s, hi * s)
    if round_to:
        v = max(round_to * s, round(v / (round_to * s)) * round_to * s)
    d = q(Decimal(repr(round(v, 6))), dec)
    if dec == 0 and d >= 1000:
        d = q(d / 10, 0) * 10
    if d == 0:
        d = q(Decimal(1), dec)
    return d


def draw_period(rng, card):
    year = rng.randint(2020, 2025)
    month = rng.randint(1, 12)
    last = calendar.monthrange(year, month)[1]
    if card or rng.random() < 0.15:
        start_day = rng.choice([5, 10, 15, 20, 25])
        end = dt.date(year, month, start_day - 1)
        prev_m = month - 1 or 12
        prev_y = year if month > 1 else year - 1
        start = dt.date(prev_y, prev_m, start_day)
    else:
        start, end = dt.date(year, month, 1), dt.date(year, month, last)
    return start, end


def fill(rng, loc, text, d, cur_date_pat, card4):
    from fmt import fmt_date
    vals = {
        "name": rng.choice(loc["names"]), "merchant": rng.choice(loc["merchants"]),
        "city": rng.choice(loc["cities"]), "emp": rng.choice(loc["merchants"]),
        "ref": rng.choice(["", "RF", "TX", "NR", "E2E"]) + str(rng.randint(10**5, 10**9)),
        "mon": loc["months"][(d.month - 2) % 12 if rng.random() < 0.3 else d.month - 1],
        "Y": str(d.year), "card": card4, "dt": fmt_date(d, cur_date_pat, loc),
    }
    return text.format(**vals)


def pick_kind(rng, weights):
    ks = list(weights)
    return rng.choices(ks, weights=[weights[k] for k in ks])[0]


def draw_transactions(rng, loc, cur, start, end, n, card, card4, desc_date_pat, long_p):
    """Return chronologically sorted list of dicts with date, kind, amount, description."""
    days = (end - start).days
    templates = {}
    for kind, text in loc["tx"]:
        templates.setdefault(kind, []).append(text)
    weights = dict(CARD_WEIGHTS if card else BANK_WEIGHTS)
    for k in list(weights):
        if k not in templates:
            del weights[k]
    out = []
    forced = []
    if card:
        forced.append("C")
        if rng.random() < 0.5 and "X" in templates:
            forced.append("X")
    elif n >= 8 and "S" in templates:
        forced.append("S")
    kinds = forced + [pick_kind(rng, weights) for _ in range(max(0, n - len(forced)))]
    kinds = kinds[:n]
    for kind in kinds:
        lo, hi, sign = KIND[kind]
        if kind == "S" and rng.random() < 0.5:
            lo, hi = lo / 3, hi / 3
        amt = money(rng, lo, hi, cur, round_to=10 if kind == "A" else None)
        d = start + dt.timedelta(days=rng.randint(0, days))
        if kind in "XY" and card:
            d = end
        text = rng.choice(templates[kind])
        desc = fill(rng, loc, text, d, desc_date_pat, card4)
        if rng.random() < long_p:
            bits = [rng.choice(loc["cities"]), rng.choice(loc["names"]),
                    str(rng.randint(10**6, 10**10)), rng.choice(loc["merchants"])]
            rng.shuffle(bits)
            desc += " " + " ".join(bits[: rng.randint(2, 4)])
        out.append({"date": d, "kind": kind, "amount": amt * sign, "description": desc})
    out.sort(key=lambda t: t["date"])
    return out


def opening_for(rng, cur, card):
    if card:
        return money(rng, 0, 2500, cur) if rng.random() < 0.85 else q(Decimal(0), decimals_for(cur))
    v = money(rng, 50, 15000, cur)
    if rng.random() < 0.08:  # overdrawn: a tenth of the draw, kept at the currency's minor unit
        return -q(v / 10, decimals_for(cur))
    return v


def apply_balances(txs, opening, card):
    """Fill t['bal'] (running balance after the row, chronological order of txs)."""
    bal = opening
    for t in txs:
        bal = bal - t["amount"] if card else bal + t["amount"]
        t["bal"] = bal
    return bal


def make_card_number(rng):
    return "%04d %04d %04d %04d" % (rng.choice([4532, 5412, 4929, 5168, 3759]),
                                    rng.randint(0, 9999), rng.randint(0, 9999),
                                    rng.randint(0, 9999))


def make_account_number(rng, country):
    if country in ("DE", "FR", "ES", "IT", "NL", "BE", "AT", "PT", "IE", "FI", "SK", "SI", "HR",
                   "LV", "LT", "EE", "PL", "CZ", "HU", "RO", "BG", "SE", "NO", "DK", "CH", "TR",
                   "GR", "SA", "AE", "KW", "BH", "IL", "RS", "UA"):
        n = rng.choice([12, 16, 20])
        digits = "".join(str(rng.randint(0, 9)) for _ in range(n))
        iban = country + "%02d" % rng.randint(10, 99) + digits
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)), "IBAN"
    n = rng.choice([8, 10, 11, 12, 14])
    digits = "".join(str(rng.randint(0, 9)) for _ in range(n))
    if rng.random() < 0.4:
        digits = digits[:3] + "-" + digits[3:]
    return digits, None
