"""Number and date formatting for the first-sight generator (shared with check.py)."""
from decimal import Decimal, ROUND_HALF_UP
import datetime as dt

NBSP = "\u00a0"
THIN = "\u2009"
NNBSP = "\u202f"

# number format key -> (group separator, decimal separator, indian grouping)
NUMFMTS = {
    "comma_dot": (",", ".", False),
    "dot_comma": (".", ",", False),
    "space_comma": (" ", ",", False),
    "nbsp_comma": (NBSP, ",", False),
    "thin_comma": (NNBSP, ",", False),
    "apos_dot": ("'", ".", False),
    "indian": (",", ".", True),
    "plain_dot": ("", ".", False),
    "plain_comma": ("", ",", False),
    "space_dot": (" ", ".", False),
}

CURRENCY_DECIMALS = {"JPY": 0, "KRW": 0, "HUF": 0, "ISK": 0, "VND": 0, "IDR": 0, "KWD": 3, "BHD": 3}


def decimals_for(currency):
    return CURRENCY_DECIMALS.get(currency, 2)


def q(d, dec):
    """Quantize a Decimal to `dec` places."""
    return d.quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def _group(digits, sep, indian):
    if not sep:
        return digits
    if indian and len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return sep.join(parts + [tail])
    parts = []
    while len(digits) > 3:
        parts.insert(0, digits[-3:])
        digits = digits[:-3]
    parts.insert(0, digits)
    return sep.join(parts)


def fmt_abs(d, nf, dec):
    """Format |d| with the number format `nf` and `dec` decimals (no sign)."""
    gsep, dsep, indian = NUMFMTS[nf]
    s = format(q(abs(d), dec), "f")
    if "." in s:
        ip, fp = s.split(".")
    else:
        ip, fp = s, ""
    out = _group(ip, gsep, indian)
    if dec:
        out += dsep + fp
    return out


def fmt_signed(d, nf, dec, style, markers=("CR", "DR")):
    """Format a signed value. style: minus|trailing|parens|crdr|plus_minus|none."""
    a = fmt_abs(d, nf, dec)
    neg = d < 0
    if style == "minus":
        return "-" + a if neg else a
    if style == "trailing":
        return a + "-" if neg else a
    if style == "parens":
        return "(" + a + ")" if neg else a
    if style == "crdr":
        return a + " " + (markers[1] if neg else markers[0])
    if style == "plus_minus":
        return ("-" if neg else "+") + a
    return a


def with_currency(s, cur, mode):
    if mode == "sym_before":
        return cur + s if len(cur) == 1 else cur + " " + s
    if mode == "sym_after":
        return s + NBSP + cur
    return s


# ---------- dates ----------
# A date format is a pattern with tokens:
#   {d} day  {dd} day 2-digit  {mo} month  {mm} month 2-digit  {M} month name  {m} month abbr
#   {Y} year  {yy} 2-digit year  {E} Japanese era year (e.g. 令和6)  {B} Buddhist-era year
ERAS = [(dt.date(2019, 5, 1), "令和", 2018), (dt.date(1989, 1, 8), "平成", 1988)]


def era_year(d):
    for start, name, base in ERAS:
        if d >= start:
            y = d.year - base
            return name + ("元" if y == 1 else str(y))
    return str(d.year)


def fmt_date(d, pattern, loc):
    vals = {
        "d": str(d.day), "dd": "%02d" % d.day, "mo": str(d.month), "mm": "%02d" % d.month,
        "M": loc["months"][d.month - 1], "m": loc["mabbr"][d.month - 1],
        "Y": str(d.year), "yy": "%02d" % (d.year % 100), "E": era_year(d), "B": str(d.year + 543),
    }
    return pattern.format(**vals)


def has_year(pattern):
    return any(t in pattern for t in ("{Y}", "{yy}", "{E}", "{B}"))


def iso(d):
    return d.isoformat()
