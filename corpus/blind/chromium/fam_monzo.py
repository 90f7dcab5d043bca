"""gb-monzo-day-headings: app-bank statement (Monzo look) with transactions grouped under day headings (GBP, A4)."""
import datetime as dt
import random
from common import D, q, s, us, esc, money, rand_dates, emit, page_css, wrap_html, MONTHS_EN
from layout import Row, Block, split_pages, body_html

FAMILY = "gb-monzo-day-headings"
LH = 3.9
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MERCH = [("Tesco", "TESCO STORES 6143 MANCHESTER GBR", 4, 60), ("Pret A Manger", "PRET A MANGER PICCADILLY MANCHEST GBR", 3, 12),
         ("Greggs", "GREGGS 1290 MANCHESTER GBR", 2, 8), ("Deliveroo", "DELIVEROO LONDON GBR", 14, 40),
         ("Spotify", "SPOTIFY P2A1B9C0D STOCKHOLM SWE", 11.99, 11.99), ("Uber", "UBER *TRIP HELP.UBER.COM NLD", 6, 28),
         ("Co-op", "CO-OP GROUP 070312 SALFORD GBR", 3, 35), ("Amazon", "AMAZON.CO.UK*{r} LONDON GBR", 6, 90),
         ("Trainline", "TRAINLINE.COM LONDON GBR", 9, 85), ("Bee Network", "TFGM BEE NETWORK MANCHESTER GBR", 2, 6),
         ("Sainsbury's", "SAINSBURYS S/MKTS MANCHESTER GBR", 5, 70), ("Boots", "BOOTS 0413 MANCHESTER GBR", 3, 30),
         ("PureGym", "PUREGYM MANCHESTER GBR", 24.99, 24.99), ("Steam", "STEAM PURCHASE BELLEVUE USA", 4, 40),
         ("Caffe Nero", "CAFFE NERO 1233 MANCHESTER GBR", 3, 8), ("JD Sports", "JD SPORTS 512 MANCHESTER GBR", 20, 120)]
CFG = {
    1: dict(seed=701, start=dt.date(2024, 3, 1), end=dt.date(2024, 3, 31), n=30, open=D("1842.19"), style="amount",
            name="Priya Chandrasekar", addr=["Priya Chandrasekar", "Flat 12, Cotton Mill House", "41 Ancoats Street", "Manchester", "M4 6DE"],
            pots=[("Holiday", D("450.00")), ("Rainy day", D("1210.55"))]),
    2: dict(seed=702, start=dt.date(2024, 8, 1), end=dt.date(2024, 8, 31), n=14, open=D("1530.00"), style="inout",
            name="Callum Fraser", addr=["Callum Fraser", "3F2, 17 Marchmont Road", "Edinburgh", "EH9 1HY"],
            pots=[("Bills", D("312.40"))]),
    3: dict(seed=703, start=dt.date(2024, 12, 1), end=dt.date(2024, 12, 31), n=58, open=D("1414.77"), style="amount",
            name="Oluwaseun Adebayo", addr=["Oluwaseun Adebayo", "88 Stretford Road", "Hulme", "Manchester", "M15 5JH"],
            pots=[("Christmas", D("38.20")), ("Savings", D("2500.00")), ("Car", D("640.00"))]),
}


def longd(d):
    return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"


def head(d):
    return f"{DAYS[d.weekday()]} {d.day} {MONTHS_EN[d.month - 1]} {d.year}"


def sgn(a):
    return ("+" if a > 0 else "-") + us(abs(a)) if a != 0 else "0.00"


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    tx = []
    for d in rand_dates(rng, start, end, c["n"]):
        m = rng.choice(MERCH)
        lines = [m[1].replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6)))]
        tx.append(dict(d=d, lines=lines, a=-money(rng, m[2], m[3])))
    pay = start + dt.timedelta(days=rng.randint(24, 26))
    tx.append(dict(d=pay, lines=[rng.choice(["ACME ANALYTICS LTD", "NHS BUSINESS SERVICES", "CITY OF MANCHESTER COUNCIL"]),
                                 f"Reference: SALARY {MONTHS_EN[start.month - 1].upper()}"], a=money(rng, 1700, 2600)))
    tx.append(dict(d=start + dt.timedelta(days=rng.randint(0, 2)), lines=[rng.choice(["GRAINGER PLC", "J SMITH LETTINGS"]),
                                                                          f"Reference: RENT {start.strftime('%b').upper()} {start.year}"],
                   a=-money(rng, 650, 980)))
    for p in c["pots"]:
        d = pay + dt.timedelta(days=rng.randint(0, 2))
        if d > end:
            d = end
        tx.append(dict(d=d, lines=[f"Transfer to {p[0]} pot"], a=-D(rng.choice([25, 50, 100, 150]))))
    if n == 3:
        tx.append(dict(d=start + dt.timedelta(days=20), lines=["Transfer from Savings pot"], a=D("300.00")))
        tx.append(dict(d=start + dt.timedelta(days=9), lines=["Ade Adebayo", "Reference: christmas money x"], a=D("150.00")))
        tx.append(dict(d=end, lines=["Overdraft interest", f"{start.strftime('%d/%m/%Y')} to {end.strftime('%d/%m/%Y')}"], a=D("-1.87")))
    tx.sort(key=lambda t: t["d"])
    bal = c["open"]
    for t in tx:
        bal += t["a"]
        t["bal"] = bal
    close = bal
    out_t = -sum(t["a"] for t in tx if t["a"] < 0)
    in_t = sum(t["a"] for t in tx if t["a"] > 0)
    items = []
    truth = []
    cur = None
    style = c["style"]
    ncol = 3 if style == "amount" else 4
    for t in tx:
        if t["d"] != cur:
            cur = t["d"]
            items.append(Row(f"<tr class='dh' data-day='{head(cur)}'><td colspan={ncol}>{head(cur)}</td></tr>", 7.2))
        lines = [f"<span class='m'>{esc(t['lines'][0])}</span>"] + [f"<span class='sub'>{esc(x)}</span>" for x in t["lines"][1:]]
        a = t["a"]
        if style == "amount":
            cells = f"<td class='r'>{sgn(a)}</td><td class='r'>{us(t['bal'])}</td>"
        else:
            cells = (f"<td class='r'>{us(-a) if a < 0 else ''}</td><td class='r'>{us(a) if a > 0 else ''}</td>"
                     f"<td class='r'>{us(t['bal'])}</td>")
        items.append(Row(f"<tr class='t' data-day='{head(t['d'])}'><td>{'<br>'.join(lines)}</td>{cells}</tr>", len(lines) * LH + 2.0))
        truth.append(dict(date=t["d"].isoformat(), description=" ".join(t["lines"]), amount=s(a), balance=s(t["bal"])))
    caps = [170, 232]
    pages = split_pages(items, caps)
    # continued day headings
    for i in range(1, len(pages)):
        first = pages[i][0]
        if "class='t'" in first.html:
            day = first.html.split("data-day='")[1].split("'")[0]
            pages[i].insert(0, Row(f"<tr class='dh'><td colspan={ncol}>{day} (continued)</td></tr>", 7.2))
    # re-check capacity after inserting continued headings
    for i, pg in enumerate(pages):
        assert sum(it.h for it in pg) <= (caps[0] if i == 0 else caps[1]) + 7.3
    total = len(pages)
    coral = "#FF4F40"
    css = page_css("210mm", "297mm", "12mm 14mm 9mm 14mm") + f"""
body {{ font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 7.8pt; color:#14233C; }}
.mz {{ display:flex; align-items:center; gap:2.5mm; font-size: 17pt; font-weight:bold; color:#14233C; }}
.mlogo {{ position:relative; width: 11mm; height: 9mm; }}
.mlogo i {{ position:absolute; bottom:0; width:2.6mm; border-radius: 0.6mm; }}
h1 {{ font-size: 13pt; margin: 5mm 0 1mm 0; }}
.boxes {{ display:flex; gap: 4mm; margin: 4mm 0; }}
.bx {{ flex:1; border-radius: 2.5mm; background: #F2F4F7; padding: 2.5mm 3mm; }}
.bx table {{ width:100%; }} .bx td {{ padding: 0.5mm 0; }} .bx .big {{ font-size: 11pt; font-weight: bold; }}
table.tx {{ width:100%; table-layout: fixed; }}
table.tx th {{ text-align:left; font-size: 7pt; color:#687385; border-bottom: 0.7pt solid #14233C; padding: 1mm; }}
table.tx th.r {{ text-align:right; }}
table.tx td {{ padding: 0.9mm 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; border-bottom: 0.3pt solid #E3E7ED; }}
tr.dh td {{ font-weight: bold; font-size: 8.4pt; padding-top: 2.4mm; border-bottom: 0.8pt solid #14233C; background: #fff; }}
.sub {{ color: #687385; font-size: 7pt; }}
.pf {{ font-size: 6.4pt; color:#687385; border-top: 0.4pt solid #ccc; padding-top: 1mm; display:flex; justify-content:space-between; }}
.sm {{ font-size: 6.5pt; color:#687385; line-height:1.35; }}
"""
    logo = ("<span class='mlogo'><i style='left:0;height:9mm;background:#FF4F40'></i><i style='left:2.8mm;height:6mm;background:#F4B03E'></i>"
            "<i style='left:5.6mm;height:6mm;background:#2FB6AD'></i><i style='left:8.4mm;height:9mm;background:#1EA4E0'></i></span>")
    if style == "amount":
        colg = "<table class='tx'><colgroup><col><col style='width:28mm'><col style='width:28mm'></colgroup>"
        thead = "<thead><tr><th>Description</th><th class='r'>Amount (GBP)</th><th class='r'>Balance (GBP)</th></tr></thead>"
    else:
        colg = "<table class='tx'><colgroup><col><col style='width:25mm'><col style='width:25mm'><col style='width:27mm'></colgroup>"
        thead = "<thead><tr><th>Description</th><th class='r'>Money out</th><th class='r'>Money in</th><th class='r'>Balance</th></tr></thead>"
    acct = f"{rng.randint(10 ** 7, 10 ** 8 - 1)}"
    pots_rows = "".join(f"<tr><td>{esc(p[0])}</td><td class='r'>\u00a3{us(p[1])}</td></tr>" for p in c["pots"])
    pots_tot = sum(p[1] for p in c["pots"])
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            hd = f"""<div style='display:flex;justify-content:space-between'><div class='mz'>{logo}monzo</div>
<div style='text-align:right' class='sm'>Monzo Bank Limited<br>Broadwalk House, 5 Appold Street<br>London EC2A 2AG<br>help@monzo.com</div></div>
<div style='display:flex;justify-content:space-between;margin-top:6mm'><div style='line-height:1.4;font-size:8.5pt'>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<table><tr><td>Account number</td><td class='r'><b>{acct}</b></td></tr><tr><td>Sort code</td><td class='r'><b>04-00-04</b></td></tr>
<tr><td>BIC</td><td class='r'>MONZGB2L</td></tr><tr><td>IBAN</td><td class='r'>GB{rng.randint(10, 99)} MONZ 0400 04{acct[:2]} {acct[2:6]} {acct[6:]}</td></tr></table></div>
<h1>Personal Account statement</h1><div>{longd(start)} - {longd(end)}</div>
<div class='boxes'><div class='bx'><table><tr><td>Balance on {longd(start)}</td><td class='r big'>\u00a3{us(c['open'])}</td></tr>
<tr><td>Total outgoings</td><td class='r'>-\u00a3{us(out_t)}</td></tr><tr><td>Total deposits</td><td class='r'>+\u00a3{us(in_t)}</td></tr>
<tr><td><b>Balance on {longd(end)}</b></td><td class='r big'>\u00a3{us(close) if close >= 0 else '-' + chr(163) + us(-close)}</td></tr></table></div>
<div class='bx'><b>Pots</b><table>{pots_rows}<tr><td><b>Total in pots</b></td><td class='r'><b>\u00a3{us(pots_tot)}</b></td></tr></table>
<div class='sm'>Money in pots is not included in your account balance above.</div></div>
<div class='bx'><b>Overdraft</b><table><tr><td>Arranged limit</td><td class='r'>\u00a3{500 if n == 3 else 0}.00</td></tr><tr><td>Interest rate</td><td class='r'>{'29% EAR' if n == 3 else '-'}</td></tr></table>
<div class='sm'>Interest is charged daily on the overdrawn balance and taken on the last day of the month.</div></div></div>"""
        else:
            hd = (f"<div class='pf' style='border:0;border-bottom:0.4pt solid #ccc;margin-bottom:2mm;padding-bottom:1mm'><span>{esc(c['name'])} · Account {acct} · "
                  f"Sort code 04-00-04</span><span>{longd(start)} - {longd(end)}</span></div>")
        body = body_html(pit, colg, thead)
        foot = (f"<div class='foot pf'><span>Monzo Bank Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct "
                f"Authority and the PRA. Registered in England No. 09446231. FRN 730427.</span><span class='nw'>Page {i + 1} of {total}</span></div>")
        html_pages.append(f"<div class='page'><div class='body'>{hd}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "en-GB", "Monzo statement")
    cols = ("'Description | Amount (GBP) | Balance (GBP)' with signed amounts ('-12.50', '+1,850.00')" if style == "amount"
            else "'Description | Money out | Money in | Balance' with unsigned amounts in two columns")
    notes = ("App-bank (Monzo-look) personal account statement with NO date column: rows are grouped under day headings "
             "('Monday 4 March 2024'); the row date is the heading above it. Columns " + cols + "; a balance on every row. "
             "Some descriptions have a second grey line (Reference: ...) which is part of the description. Summary boxes "
             "(balances, total outgoings/deposits, pots balances, overdraft) are not transactions; transfers to pots are. "
             "When a day continues on the next page its heading is repeated with '(continued)'. Note: real Monzo PDF "
             "statements print a Date column; the day-heading layout follows the app's feed / other app banks.")
    if close < 0 or any(t["bal"] < 0 for t in tx):
        notes += " The balance goes negative (overdrawn), printed with a leading minus."
    tr = dict(bank="Monzo Bank", country="GB", language="en", documentType="bank_account", currency="GBP",
              accountLast4=acct[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
              periodEnd=end.isoformat(), openingBalance=s(c["open"]), closingBalance=s(close), transactions=truth, notes=notes)
    return html, tr, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
