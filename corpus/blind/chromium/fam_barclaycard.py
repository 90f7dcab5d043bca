"""gb-barclaycard: Barclaycard-style UK credit card statement (GBP, A4)."""
import datetime as dt
import random
from common import D, q, s, us, esc, money, rand_dates, emit, page_css, wrap_html, MONTHS_EN
from layout import Row, Block, split_pages, body_html

FAMILY = "gb-barclaycard"
MERCH = [("Tesco Stores 2931 London", 6, 95), ("Sainsbury's S/mkts Clapham", 8, 110), ("Pret A Manger Victoria", 4, 14),
         ("TfL Travel Charge TFL.gov.uk/cp", 2.8, 16), ("Amazon.co.uk*{r} Amazon.co.uk", 6, 120),
         ("Boots 1173 Brixton", 3, 40), ("Costa Coffee 43019 Croydon", 3, 11), ("Shell Streatham", 30, 85),
         ("Deliveroo London", 14, 45), ("Netflix.com Amsterdam", 10.99, 10.99), ("Spotify {r} London", 11.99, 11.99),
         ("John Lewis Oxford St London", 20, 320), ("Waitrose 614 Balham", 10, 130), ("Greggs 1543 London", 2, 9),
         ("Uber *Trip help.uber.com", 8, 35), ("Trainline.com London", 15, 140), ("Argos Ltd Streatham", 10, 180),
         ("Marks & Spencer Clapham", 6, 90), ("ASOS.com London", 20, 110), ("Screwfix Direct Yeovil", 8, 95),
         ("EE Limited Bristol", 25, 48), ("JD Wetherspoon Brixton", 9, 40), ("Lidl GB Tooting", 7, 60),
         ("Odeon Cinemas Online", 9, 35)]
FOREIGN = [("Amazon.de Luxembourg", "EUR", 1.16), ("Ryanair DAC Dublin", "EUR", 1.16), ("Hotel Lisboa Plaza Lisbon", "EUR", 1.16),
           ("Steam Purchase Bellevue", "USD", 1.27)]
CFG = {
    1: dict(seed=301, start=dt.date(2023, 12, 28), end=dt.date(2024, 1, 27), prod="Platinum Visa",
            holders=[("Mr C A Hollis", "006", 18)], prev=D("1204.52"), pays=[D("350.00")], foreign=1,
            interest=True, limit=D("4500"), addr=["Mr C A Hollis", "15 Gaisgill Avenue", "Morecambe", "Lancashire", "LA4 4UF"]),
    2: dict(seed=302, start=dt.date(2024, 4, 15), end=dt.date(2024, 5, 14), prod="Rewards Visa",
            holders=[("Ms N Adeyemi", "003", 11)], prev=D("286.40"), pays=[D("286.40")], foreign=1, interest=False,
            limit=D("2000"), addr=["Ms N Adeyemi", "Flat 4, 27 Trinity Road", "London", "SW17 7SD"]),
    3: dict(seed=303, start=dt.date(2024, 8, 2), end=dt.date(2024, 9, 1), prod="Platinum Visa",
            holders=[("Mr R J Pemberton", "011", 30), ("Mrs H Pemberton", "027", 22)], prev=D("3318.09"),
            pays=[D("120.00"), D("500.00")], foreign=2, interest=True, limit=D("8000"),
            addr=["Mr R J Pemberton", "The Old Forge", "12 Church Lane", "Great Shelford", "Cambridge", "CB22 5EL"]),
}
LH = 4.0


def dm(d):
    return f"{d.day:02d} {d.strftime('%b')}"


def long(d):
    return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"


def amt(a):
    """printed in owed sign: charges plain, credits with CR"""
    return ("\u00a3" + us(-a) + " CR") if a < 0 else ("\u00a3" + us(a))


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    groups = []
    fees = []
    for hi, (hname, ref, npur) in enumerate(c["holders"]):
        rows = []
        if hi == 0:
            for k, p in enumerate(c["pays"]):
                rows.append(dict(d=start + dt.timedelta(days=5 + 12 * k), lines=["Payment, thank you"], p=-p))
        nf = c["foreign"] if hi == 0 else 1 if n == 3 else 0
        dates = rand_dates(rng, start + dt.timedelta(days=1), end, npur)
        fidx = set(rng.sample(range(npur), nf))
        for i, d in enumerate(dates):
            if i in fidx:
                f = rng.choice(FOREIGN)
                fa = money(rng, 12, 260)
                rate = D(str(round(f[2] * rng.uniform(0.985, 1.015), 4)))
                a = q(fa / rate)
                rows.append(dict(d=d, lines=[f[0]], fx=(fa, f[1], rate), p=a))
                fees.append(dict(d=d, lines=["Non-Sterling Transaction Fee"], p=q(a * D("0.0299"))))
            else:
                m = rng.choice(MERCH)
                nm = m[0].replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6)))
                rows.append(dict(d=d, lines=[nm], p=money(rng, m[1], m[2])))
        if hi == 0 and n != 2:
            m = rng.choice(MERCH)
            rows.append(dict(d=start + dt.timedelta(days=rng.randint(6, 20)), lines=[m[0].replace("{r}", "RF81K2"), "Refund"],
                             p=-money(rng, 5, 40)))
        rows.sort(key=lambda r: r["d"])
        groups.append((hname, ref, rows))
    other = []
    interest = D("0")
    if c["interest"]:
        bal = c["prev"] - sum(c["pays"])
        interest = q(bal * D("0.249") / 365 * ((end - start).days + 1))
        other.append(dict(d=end, lines=["Interest on your card purchases"], p=interest))
    other += sorted(fees, key=lambda r: r["d"])
    if other:
        groups.append(("Interest and other charges", None, other))
    allr = [r for g in groups for r in g[2]]
    pays = sum(r["p"] for r in allr if r["p"] < 0 and r["lines"][0].startswith("Payment"))
    refunds = sum(r["p"] for r in allr if r["p"] < 0 and not r["lines"][0].startswith("Payment"))
    feet = sum(r["p"] for r in fees)
    newact = sum(r["p"] for g in groups[:len(c["holders"])] for r in g[2] if r["p"] > 0) + refunds
    new = c["prev"] + pays + newact + interest + feet
    minpay = max(D("25.00"), q(new * D("0.0225")) + interest) if new > 25 else new
    payby = end + dt.timedelta(days=25)

    items = []
    truth_tx = []
    items.append(Block(f"<div class='pbx'><span>Your previous balance</span><span>{amt(c['prev'])}</span></div>", 9))
    for hname, ref, rows in groups:
        sub = f" <span class='ref'>reference: {ref}</span>" if ref else ""
        items.append(Row(f"<tr class='gh'><td colspan=3>{esc(hname)}{sub}</td></tr>", LH + 3.5))
        for r in rows:
            lines = [esc(x) for x in r["lines"]]
            if r.get("fx"):
                fa, cur, rate = r["fx"]
                lines.append(f"{us(fa)} {cur} at {rate} rate")
            items.append(Row(f"<tr><td>{dm(r['d'])}</td><td>{'<br>'.join(lines)}</td><td class='r'>{amt(r['p'])}</td></tr>",
                             len(lines) * LH + 1.0))
            t = dict(date=r["d"].isoformat(), description=" ".join(r["lines"]), amount=s(-r["p"]), balance=None)
            if r.get("fx"):
                t.update(foreignAmount=s(r["fx"][0]), foreignCurrency=r["fx"][1], exchangeRate=str(r["fx"][2]))
            truth_tx.append(t)
    items.append(Block(f"<div class='pbx nbx'><span>Your new balance</span><span>{amt(new)}</span></div>", 10))
    items.append(Block(f"""<div class='uy'><h3>Understanding your interest</h3><table class='it'>
<tr><th></th><th>Annual rate</th><th>Monthly rate</th><th>Balance</th></tr>
<tr><td>Purchases</td><td>24.9%</td><td>1.869%</td><td>{amt(new - feet)}</td></tr>
<tr><td>Cash</td><td>27.9%</td><td>2.075%</td><td>\u00a30.00</td></tr>
<tr><td>Balance transfers</td><td>0.0% until {long(end + dt.timedelta(days=300))}</td><td>0.000%</td><td>\u00a30.00</td></tr></table>
<div class='sm'>Estimated interest next month: {amt(q(max(D(0), new - minpay) * D('0.01869')))} if you pay the minimum payment of {amt(minpay)} by {long(payby)}.
Interest is charged from the date a transaction is added to your account until it is repaid. If you pay your full balance by the
due date each month you won't pay interest on purchases.</div></div>""", 44))
    items.append(Block(f"""<div class='uy'><h3>Using your card</h3><ul class='sm'>
<li>Your credit limit is {amt(c['limit'])} - includes your cash withdrawal limit of {amt(q(c['limit'] * D('0.3')))}.</li>
<li>You have {amt(max(D(0), c['limit'] - new))} available to spend. Recent transactions may affect the amount available.</li>
<li>Your daily cash machine limit is \u00a3300.00. The limit each time you use contactless is \u00a3100.00.</li></ul></div>""", 26))

    caps = [200, 240]
    pages = split_pages(items, caps)
    total = 1 + len(pages)
    blue = "#00AEEF"
    css = page_css("210mm", "297mm", "12mm 15mm 9mm 15mm") + f"""
body {{ font-family: 'URW Gothic', 'TeX Gyre Adventor', sans-serif; font-size: 8.3pt; color:#1b1b1b; }}
.bc {{ font-size: 20pt; color: {blue}; font-weight: bold; letter-spacing: -0.5px; display:flex; align-items:center; gap:2mm; }}
.eagle {{ width: 10mm; height: 10mm; border-radius: 50%; background: {blue}; display:inline-block; position:relative; }}
.eagle:after {{ content:''; position:absolute; left:2mm; top:3.5mm; width:6mm; height:2.4mm; background:#fff; border-radius: 0 0 3mm 3mm; }}
h1 {{ font-size: 14pt; margin: 3mm 0 1mm 0; color:#00395D; }} h3 {{ font-size: 10pt; color:#00395D; margin: 2mm 0 1mm 0; }}
.glance {{ border: 1.2pt solid {blue}; border-radius: 3mm; padding: 3mm; width: 80mm; }}
.glance td {{ padding: 0.8mm 1mm; font-size: 9.5pt; }} .big {{ font-size: 13pt; font-weight: bold; }}
.act td {{ padding: 0.6mm 1mm; }} .act {{ width: 100%; }} .act tr.nb td {{ font-weight:bold; border-top:0.8pt solid #00395D; }}
.sm {{ font-size: 6.8pt; line-height: 1.3; }}
.warn {{ border: 0.8pt solid #00395D; padding: 2mm; margin-top: 3mm; background: #EAF7FD; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx td {{ padding: 0.5mm 1.5mm 0.5mm 1.5mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; border-bottom: 0.3pt solid #d5e9f3; }}
tr.gh td {{ font-weight: bold; color: #00395D; padding-top: 2.5mm; border-bottom: 0.8pt solid {blue}; }}
.ref {{ font-weight: normal; color:#555; font-size: 7.5pt; margin-left: 4mm; }}
.pbx {{ display:flex; justify-content:space-between; background:#EAF7FD; padding: 1.5mm 2mm; font-weight:bold; margin: 1mm 0; }}
.nbx {{ background: #00395D; color: #fff; margin-top: 2mm; }}
.uy {{ margin-top: 3mm; }} table.it td, table.it th {{ padding: 0.5mm 2mm; text-align:left; }} table.it th {{ border-bottom: 0.6pt solid #00395D; }}
.pf {{ font-size: 7pt; color:#444; border-top: 0.5pt solid #aaa; padding-top: 1mm; }}
"""
    colg = "<table class='tx'><colgroup><col style='width:18mm'><col><col style='width:34mm'></colgroup>"
    holder0 = c["holders"][0][0]
    issued = end + dt.timedelta(days=0)
    pay_total = -pays
    p1 = f"""<div class='page'><div class='body'>
<div style='display:flex;justify-content:space-between'><div class='bc'><span class='eagle'></span>barclaycard</div>
<div class='sm' style='text-align:right'>mybarclaycard.co.uk<br>0800 151 0900 / 0333 200 9090<br>Lines open 24 hours</div></div>
<h1>Your {c['prod']} statement</h1><div>Number 4929 **** **** {c.get('last4', '%04d' % (c['seed'] * 7 % 10000))}</div>
<div style='display:flex;justify-content:space-between;margin-top:6mm'>
<div style='font-size:9pt;line-height:1.35'>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<div><div style='text-align:right;margin-bottom:2mm'>{long(issued)}</div><div class='glance'><h3 style='margin-top:0'>At a glance</h3><table>
<tr><td>Your new balance:</td><td class='r big'>{amt(new)}</td></tr>
<tr><td>Minimum payment:</td><td class='r big'>{amt(minpay)}</td></tr>
<tr><td>Please pay by:</td><td class='r'><b>{long(payby)}</b></td></tr></table>
<div class='sm'>You can also make a partial payment of any amount over {amt(minpay)}.</div></div></div></div>
<div style='display:flex;gap:8mm;margin-top:6mm'><div style='flex:1'><h3>Your activity</h3><div class='sm'>Statement period {long(start)} to {long(end)}</div><table class='act'>
<tr><td>Your previous balance:</td><td class='r'>{amt(c['prev'])}</td></tr>
<tr><td>Payments towards your account:</td><td class='r'>{amt(-pay_total) if pay_total else amt(D(0))}</td></tr>
<tr><td>Your new activity:</td><td class='r'>{amt(newact)}</td></tr>
<tr><td>Interest charged:</td><td class='r'>{amt(interest)}</td></tr>
<tr><td>Other charges:</td><td class='r'>{amt(feet)}</td></tr>
<tr class='nb'><td>Your new balance:</td><td class='r'>{amt(new)}</td></tr>
<tr><td>Available to spend:</td><td class='r'>{amt(max(D(0), c['limit'] - new))}</td></tr>
<tr><td>Your current credit limit:</td><td class='r'>{amt(c['limit'])}</td></tr></table>
<div class='sm'>see Your transactions</div></div>
<div style='flex:1'><h3>Your current interest rates</h3><table class='act'>
<tr><td>Annual rate for purchases:</td><td class='r'>24.9%</td></tr><tr><td>Annual rate for cash:</td><td class='r'>27.9%</td></tr>
<tr><td>Estimated interest next month:</td><td class='r'>{amt(q(max(D(0), new - minpay) * D('0.01869')))}</td></tr></table>
<div class='sm'>see Understanding your interest</div>
<div class='warn'><b>Minimum Payments</b><div class='sm'>If you make only the minimum payment each month, it will take you longer
and cost you more to clear your balance. If you pay {amt(minpay)} by Direct Debit on {long(payby)} and each month after,
it would take about {rng.randint(3, 14)} years to repay your balance.</div></div></div></div>
<div style='margin-top:6mm'><h3>This month's updates</h3><div class='sm'>Adding additional cardholders is easy. You can add up to four family
members to your account. Just remember that you're solely responsible for the spend on your account. Changes to your terms on
{long(end + dt.timedelta(days=61))}: the Non-Sterling Transaction Fee stays at 2.99% and the cash fee at 2.99% (minimum \u00a33.00).</div></div>
<div class='warn' style='margin-top:6mm'><b>Ways to pay</b><div class='sm'>Direct Debit: set up at mybarclaycard.co.uk. Online or telephone banking:
sort code 20-00-00, account number 80000000, reference: your 16-digit card number. Payments can take up to 3 working days
to reach your account; to pay your minimum by {long(payby)} please pay by {long(payby - dt.timedelta(days=3))}.</div></div>
</div><div class='foot pf'>Page 1 of {total} // issued on {long(issued)}. Barclaycard is a trading name of Barclays Bank UK PLC.
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (Financial Services Register number 759676).</div></div>"""
    html_pages = [p1]
    month_label = f"{MONTHS_EN[end.month - 1]} {end.year}"
    for i, pit in enumerate(pages):
        head = ""
        if i == 0:
            refs = " &nbsp; ".join(f"{esc(h[0])} <span class='ref'>reference: {h[1]}</span>" for h in c["holders"])
            head = (f"<h1>Your transactions</h1><div class='sm' style='margin-bottom:2mm'>Cardholders and their references: "
                    f"{refs}</div>")
        body = body_html(pit, colg)
        html_pages.append(f"<div class='page'><div class='body'><div class='pf' style='border:0;margin-bottom:2mm'>Page {i + 2} of {total} // "
                          f"{esc(holder0.upper())} // {month_label}</div>{head}{body}</div>"
                          f"<div class='foot pf'>Page {i + 2} of {total} // issued on {long(issued)}</div></div>")
    html = wrap_html(css, html_pages, "en-GB", "Barclaycard statement")
    nh = len(c["holders"])
    notes = ("Barclaycard-style statement. Page 1 is summary only (At a glance, Your activity, interest rates, minimum "
             "payment warning with a Direct Debit date: none are transactions). 'Your transactions' lists rows "
             "grouped under each cardholder name with a reference, then 'Interest and other charges'; columns Date | "
             "Description | Amount with 'DD Mon' dates without year (year from the "
             f"'Statement period {long(start)} to {long(end)}' line). Credits (payments, refunds) printed "
             "with a trailing 'CR' (owed convention: truth positive), charges plain. 'Your previous balance' / 'Your "
             "new balance' bars are not transactions. Foreign purchases carry a second line 'amount CUR at rate rate' "
             "(foreignAmount/foreignCurrency/exchangeRate, not in description); their Non-Sterling Transaction Fee is a "
             "separate row in the charges group. Refund rows have a second description line 'Refund' (included).")
    if nh > 1:
        notes += " Two cardholders: dates restart in the second group (document order is not date order)."
    if start.year != end.year:
        notes += " The period crosses the year end (Dec rows are 2023)."
    truth = dict(bank="Barclaycard", country="GB", language="en", documentType="credit_card", currency="GBP",
                 accountLast4=None, statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["prev"]), closingBalance=s(new),
                 balanceConvention="owed", transactions=truth_tx, notes=notes)
    last4 = '%04d' % (c['seed'] * 7 % 10000)
    truth["accountLast4"] = last4
    return html, truth, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
