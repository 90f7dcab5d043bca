"""ca-card-two-dates: RBC Royal Bank Mastercard style statement (CAD, Letter)."""
import datetime as dt
import random
from common import D, q, s, us, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "ca-card-two-dates"

MERCH = [
    ("TIM HORTONS #{n4} TORONTO ON", 2.5, 14), ("LOBLAWS #1043 TORONTO ON", 25, 190),
    ("SHOPPERS DRUG MART #{n4} TORONTO ON", 6, 70), ("PRESTO AUTL TORONTO ON", 20, 60),
    ("PETRO-CANADA {n5} MISSISSAUGA ON", 35, 95), ("CANADIAN TIRE #142 ETOBICOKE ON", 12, 230),
    ("ROGERS ******{n4} 888-764-3771 ON", 85, 140), ("NETFLIX.COM 866-716-0414 ON", 16.95, 16.95),
    ("AMZN Mktp CA*{r} WWW.AMAZON.CAON", 10, 150), ("UBER CANADA/UBERTRIP TORONTO ON", 9, 45),
    ("METRO 612 TORONTO ON", 15, 120), ("LCBO/RAO #0217 TORONTO ON", 18, 90),
    ("COSTCO WHOLESALE W535 ETOBICOKE ON", 60, 380), ("CINEPLEX #3171 TORONTO ON", 14, 48),
    ("SKIP THE DISHES WINNIPEG MB", 25, 70), ("IKEA NORTH YORK ON", 20, 400),
    ("BEST BUY #962 TORONTO ON", 25, 600), ("DOLLARAMA #1146 TORONTO ON", 3, 30),
    ("GOODLIFE FITNESS LONDON ON", 54.99, 54.99), ("INDIGO #955 TORONTO ON", 12, 75),
    ("FRESHCO #3352 SCARBOROUGH ON", 20, 110), ("A&W #4512 OAKVILLE ON", 8, 24),
]
FOREIGN = [("AMAZON.COM AMZN.COM/BILL WA", 10, 120), ("DELTA AIR LINES ATLANTA GA", 180, 520),
           ("WALGREENS #4432 SEATTLE WA", 5, 60), ("MARRIOTT COPLEY BOSTON MA", 190, 640),
           ("TARGET 00021 BUFFALO NY", 20, 180), ("STEAMGAMES.COM 4259522985 WA", 5, 70)]

CFG = {
    1: dict(seed=201, start=dt.date(2023, 12, 25), end=dt.date(2024, 1, 24),
            product="RBC\u00ae Cash Back Mastercard\u2021", cards=[("JULIE MARCHAND", "5191 23** **** 4471", 20)],
            prev=D("1842.36"), pays=[D("1200.00")], foreign=2, apr=D("20.99"), limit=D("6000"), prevdate=True,
            addr=["1107-25 ST MARY ST", "TORONTO ON  M4Y 1R2"]),
    2: dict(seed=202, start=dt.date(2024, 3, 6), end=dt.date(2024, 4, 5),
            product="RBC\u00ae Cash Back Preferred World Elite Mastercard\u2021",
            cards=[("AMRIT S GILL", "5258 07** **** 1902", 12)], prev=D("612.04"), pays=[D("612.04")], foreign=1,
            apr=D("20.99"), limit=D("15000"), prevdate=False, addr=["88 CEDARBRAE BLVD", "BRAMPTON ON  L6X 3K5"]),
    3: dict(seed=203, start=dt.date(2024, 7, 12), end=dt.date(2024, 8, 11),
            product="WestJet RBC\u00ae World Elite Mastercard\u2021",
            cards=[("PATRICK O'NEILL", "5452 11** **** 3388", 30), ("SIOBHAN O'NEILL", "5452 11** **** 8830", 19)],
            prev=D("3977.80"), pays=[D("1500.00"), D("750.00")], foreign=3, apr=D("20.99"), limit=D("12000"),
            prevdate=True, addr=["43 GLENWOOD CRES", "OAKVILLE ON  L6J 2B7"]),
}
LH = 3.8


def mon(d):
    return d.strftime("%b").upper() + " " + d.strftime("%d")


def ref(rng):
    return "".join(str(rng.randint(0, 9)) for _ in range(23))


def fill(rng, t):
    return (t.replace("{n4}", str(rng.randint(1000, 9999))).replace("{n5}", str(rng.randint(10000, 99999)))
            .replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9))))


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    groups = []
    all_rows = []
    for ci, (name, cardno, npur) in enumerate(c["cards"]):
        rows = []
        if ci == 0:
            for k, p in enumerate(c["pays"]):
                d = start + dt.timedelta(days=4 + k * 14)
                rows.append(dict(d=d, p=d + dt.timedelta(days=1), desc="PAYMENT - THANK YOU / PAIEMENT - MERCI",
                                 printed=-p, fx=None))
        dates = rand_dates(rng, start + dt.timedelta(days=1), end - dt.timedelta(days=1), npur)
        fidx = set(rng.sample(range(npur), c["foreign"] if ci == 0 else 1))
        for i, d in enumerate(dates):
            post = min(end, d + dt.timedelta(days=rng.choice([0, 1, 1, 2, 3])))
            if i in fidx:
                f = rng.choice(FOREIGN)
                famt = money(rng, f[1], f[2])
                rate = D(str(round(rng.uniform(1.33, 1.39), 6)))
                amt = q(famt * rate)
                rows.append(dict(d=d, p=post, desc=f[0], printed=amt, fx=(famt, rate)))
            else:
                m = rng.choice(MERCH)
                rows.append(dict(d=d, p=post, desc=fill(rng, m[0]), printed=money(rng, m[1], m[2]), fx=None))
        if ci == 0 and n != 2:  # a refund
            m = rng.choice(MERCH)
            d = start + dt.timedelta(days=rng.randint(8, 20))
            rows.append(dict(d=d, p=d + dt.timedelta(days=2), desc=fill(rng, m[0]), printed=-money(rng, 8, 60), fx=None))
        if ci == 0 and c["prevdate"]:
            d = start - dt.timedelta(days=2)
            m = rng.choice(MERCH)
            rows.append(dict(d=d, p=start + dt.timedelta(days=1), desc=fill(rng, m[0]), printed=money(rng, m[1], m[2]),
                             fx=None))
        rows.sort(key=lambda r: (r["p"], r["d"]))
        groups.append((name, cardno, rows))
        all_rows += rows
    purch = sum(r["printed"] for r in all_rows if r["printed"] > 0)
    payc = sum(r["printed"] for r in all_rows if r["printed"] < 0)
    interest = D("0")
    if n != 2:
        interest = q((c["prev"] + payc) * c["apr"] / 100 / 365 * ((end - start).days + 1))
        groups[0][2].append(dict(d=end, p=end, desc=f"PURCHASE INTEREST {c['apr']}%", printed=interest, fx=None,
                                 noref=True))
    new = c["prev"] + payc + purch + interest
    minpay = max(D("10.00"), q(new * D("0.02") + interest)) if new > 10 else new
    due = end + dt.timedelta(days=21)

    items = []
    truth_tx = []
    items.append(Row(f"<tr class='pb'><td colspan=3>PREVIOUS STATEMENT BALANCE</td><td class='r'>${us(c['prev'])}</td></tr>", LH + 2))
    for name, cardno, rows in groups:
        kind = "PRIMARY" if cardno == groups[0][1] else "ADDITIONAL"
        items.append(Row(f"<tr class='ch'><td colspan=4>{esc(name)}<br>{cardno} - {kind}</td></tr>", 2 * LH + 2.5))
        for r in rows:
            lines = [esc(r["desc"])]
            if r["fx"]:
                lines.append(f"Foreign Currency-USD {us(r['fx'][0])} Exchange rate-{r['fx'][1]:.6f}")
            rf = None if r.get("noref") else ref(rng)
            if rf:
                lines.append(rf)
            a = r["printed"]
            at = ("-$" + us(-a)) if a < 0 else ("$" + us(a))
            html = (f"<tr><td>{mon(r['d'])}</td><td>{mon(r['p'])}</td><td>{'<br>'.join(lines)}</td>"
                    f"<td class='r'>{at}</td></tr>")
            items.append(Row(html, len(lines) * LH + 1.2))
            desc = r["desc"] + (" " + rf if rf else "")
            t = dict(date=r["d"].isoformat(), postDate=r["p"].isoformat(), description=desc, amount=s(-a),
                     balance=None)
            if r["fx"]:
                t.update(foreignAmount=s(r["fx"][0]), foreignCurrency="USD", exchangeRate=f"{r['fx'][1]:.6f}")
            truth_tx.append(t)
    items.append(Row(f"<tr class='pb'><td colspan=3>NEW BALANCE</td><td class='r'>${us(new)}</td></tr>", LH + 3))
    items.append(Block("""<div class='tp'><b>Time to Pay</b><br>If you make only the Minimum Payment each month, we estimate it will
take %d year(s) and %d month(s) to fully repay the outstanding balance. Our estimate is based on the New Balance shown on this
statement and assumes that interest rates and the minimum payment calculation remain the same.</div>""" % (rng.randint(4, 22), rng.randint(0, 11)), 20))

    caps = [150, 212]
    pages = split_pages(items, caps)
    total = len(pages)
    period = f"STATEMENT FROM {mon(start)}{', ' + str(start.year) if start.year != end.year else ''} TO {mon(end)}, {end.year}"
    logo = ("<div class='logo'><div class='sh'><span>RBC</span><i></i></div></div>")
    css = page_css("8.5in", "11in", "9mm 12mm 8mm 12mm") + f"""
body {{ font-family: 'TeX Gyre Heros', 'Nimbus Sans', Arial, sans-serif; font-size: 7.8pt; color:#000; }}
.logo .sh {{ width: 13mm; height: 15mm; background: #005DAA; border-radius: 0 0 6mm 6mm; position: relative; color: #fff;
   font-weight: bold; font-size: 10pt; text-align:center; padding-top: 2mm; box-sizing: border-box; }}
.logo .sh i {{ position:absolute; left:2mm; right:2mm; bottom:3mm; height: 2.2mm; background:#FFD200; border-radius:1mm; }}
.top {{ display:flex; gap:4mm; align-items:flex-start; border-bottom: 0.8pt solid #005DAA; padding-bottom: 2mm; }}
.top .t {{ flex:1; }} .prod {{ font-size: 10pt; font-weight: bold; color:#005DAA; }}
.pg {{ font-weight:bold; }}
.cols {{ display:flex; gap: 5mm; margin-top: 2mm; }} .main {{ flex: 1; min-width: 0; }} .side {{ width: 57mm; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx td {{ padding: 0.6mm 1mm 0 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; }}
table.tx th {{ font-size: 6.6pt; text-align:left; border-bottom: 0.7pt solid #000; padding: 0.4mm 1mm; font-weight: bold; }}
tr.pb td {{ font-weight: bold; padding-top: 1.5mm; }} tr.ch td {{ font-weight: bold; padding-top: 2mm; color:#005DAA; }}
.box {{ border: 0.7pt solid #005DAA; margin-bottom: 3mm; }} .box h4 {{ margin:0; background:#005DAA; color:#fff; font-size: 7.5pt; padding: 0.8mm 1.5mm; }}
.box table {{ width:100%; }} .box td {{ padding: 0.4mm 1.5mm; }} .box .nb td {{ font-weight:bold; border-top: 0.6pt solid #000; }}
.sm {{ font-size: 6.2pt; line-height:1.25; }}
.tp {{ border: 0.7pt solid #999; padding: 1.5mm; margin-top: 3mm; font-size: 6.8pt; }}
.pn {{ font-size: 6.5pt; color:#333; border-top: 0.5pt solid #999; padding-top: 1mm; display:flex; justify-content:space-between; }}
.stub {{ border-top: 0.8pt dashed #000; margin-top: 2mm; padding-top: 2mm; display:flex; justify-content:space-between; font-size: 7pt; }}
"""
    colg = ("<table class='tx'><colgroup><col style='width:17mm'><col style='width:17mm'><col><col style='width:19mm'>"
            "</colgroup>")
    thead = ("<thead><tr><th>TRANSACTION<br>DATE</th><th>POSTING<br>DATE</th><th>ACTIVITY DESCRIPTION</th>"
             "<th class='r'>AMOUNT ($)</th></tr></thead>")
    name0, card0 = c["cards"][0][0], c["cards"][0][1]
    side = f"""<div class='side'>
<div class='box'><h4>CALCULATING YOUR BALANCE</h4><table>
<tr><td>Previous Statement Balance</td><td class='r'>${us(c['prev'])}</td></tr>
<tr><td>Payments &amp; credits</td><td class='r'>-${us(-payc)}</td></tr>
<tr><td>Purchases &amp; debits</td><td class='r'>${us(purch)}</td></tr>
<tr><td>Cash advances</td><td class='r'>$0.00</td></tr>
<tr><td>Interest</td><td class='r'>${us(interest)}</td></tr>
<tr><td>Fees</td><td class='r'>$0.00</td></tr>
<tr class='nb'><td>NEW BALANCE</td><td class='r'>${us(new)}</td></tr></table></div>
<div class='box'><h4>PAYMENTS &amp; INTEREST RATES</h4><table>
<tr><td>Minimum payment</td><td class='r'>${us(minpay)}</td></tr>
<tr><td>Payment due date</td><td class='r'>{due.strftime('%b %d, %Y').upper()}</td></tr>
<tr><td>Credit limit</td><td class='r'>${us(c['limit'])}</td></tr>
<tr><td>Available credit</td><td class='r'>${us(max(D(0), c['limit'] - new))}</td></tr>
<tr><td colspan=2>Annual interest rates:</td></tr>
<tr><td>&nbsp;&nbsp;Purchases</td><td class='r'>{c['apr']}%</td></tr>
<tr><td>&nbsp;&nbsp;Cash advances</td><td class='r'>22.99%</td></tr></table></div>
<div class='box'><h4>CASH BACK SUMMARY</h4><table>
<tr><td>Cash back earned this statement</td><td class='r'>${us(q(purch * D('0.01')))}</td></tr>
<tr><td>Total cash back earned {end.year}</td><td class='r'>${us(q(purch * D('0.01')) + money(rng, 5, 60) if end.month > 1 else q(purch * D('0.01')))}</td></tr></table></div>
<div class='box'><h4>CONTACT US</h4><div class='sm' style='padding:1mm 1.5mm'>Customer Service / Lost &amp; Stolen 1-800-769-2512<br>
Collect Outside North America (416) 974-7780<br>Website www.rbc.com/cards</div></div>
<div class='sm'>IMPORTANT INFORMATION: Foreign currency transactions are converted to Canadian dollars at an exchange rate
that is 2.5% over a benchmark rate Royal Bank of Canada pays on the date of conversion. Interest is charged from the
transaction date on purchases if the New Balance of your previous statement was not paid in full by its due date.</div></div>"""
    html_pages = []
    for i, pit in enumerate(pages):
        pno = f"{i + 1} OF {total}"
        top = (f"<div class='top'>{logo}<div class='t'><div class='prod'>{c['product']}</div>"
               f"<div>{esc(name0)} &nbsp; {card0}</div><div>{period}</div></div>"
               f"<div class='pg'>{pno}</div></div>")
        body = body_html(pit, colg, thead)
        if i == 0:
            stub = (f"<div class='stub'><div>{logo}<br>RBC ROYAL BANK<br>CREDIT CARD PAYMENT CENTRE<br>P.O. BOX 4016, STATION \"A\"<br>"
                    f"TORONTO, ONTARIO M5W 2E6</div><div><table class='box' style='width:95mm'><tr><th>NEW BALANCE</th><th>MINIMUM PAYMENT</th>"
                    f"<th>PAYMENT DUE DATE</th><th>AMOUNT PAID</th></tr><tr><td class='r'>${us(new)}</td><td class='r'>${us(minpay)}</td>"
                    f"<td>{due.strftime('%b %d, %Y').upper()}</td><td>$</td></tr></table>{esc(name0)}<br>{'<br>'.join(esc(a) for a in c['addr'])}</div></div>")
            content = f"{top}<div class='cols'><div class='main'>{body}</div>{side}</div>"
            foot = f"<div class='foot'>{stub}<div class='pn'><span>RBC0190000_{rng.randint(1000000, 9999999)}_011-{rng.randint(10000, 99999)}</span><span>{pno}</span></div></div>"
        else:
            content = f"{top}<div style='margin-top:2mm'>{body}</div>"
            foot = f"<div class='foot pn'><span>\u00ae / \u2122 Trademark(s) of Royal Bank of Canada. \u2021 All other trademarks are the property of their respective owner(s).</span><span>{pno}</span></div>"
        html_pages.append(f"<div class='page'><div class='body'>{content}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "en-CA", "RBC statement")
    notes = ("RBC Royal Bank Mastercard statement. Two date columns 'MMM DD' without year (TRANSACTION DATE = date, "
             "POSTING DATE = postDate); year from the 'STATEMENT FROM ... TO ...' line"
             + (" (period crosses the year end: DEC dates are 2023, JAN dates 2024)" if start.year != end.year else "") +
             ". Every row except interest has a 23-digit reference number on a second line; it is included in the "
             "description. Foreign purchases carry 'Foreign Currency-USD x Exchange rate-y' given as foreignAmount/"
             "foreignCurrency/exchangeRate (not in description). Payments/refunds printed '-$70.00' (owed convention: "
             "truth positive). Page 1 has a right-hand sidebar (CALCULATING YOUR BALANCE, PAYMENTS & INTEREST RATES, "
             "cash back) beside the transactions and a payment stub; PREVIOUS STATEMENT BALANCE and NEW BALANCE lines "
             "are not transactions. Rows sorted by posting date within each card.")
    if c["prevdate"]:
        notes += " One purchase has a transaction date before the period start (posted inside the period): real RBC layout."
    if len(c["cards"]) > 1:
        notes += " Two cardholders: rows grouped under each card (PRIMARY, then ADDITIONAL), so dates restart."
    truth = dict(bank="RBC Royal Bank", country="CA", language="en", documentType="credit_card", currency="CAD",
                 accountLast4=card0[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["prev"]), closingBalance=s(new),
                 balanceConvention="owed", transactions=truth_tx, notes=notes)
    return html, truth, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
