"""us-chase-card: Chase Freedom / Sapphire style credit card statement (USD, Letter)."""
import datetime as dt
import random
from common import D, q, s, us, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "us-chase-card"

MERCHANTS = [
    ("AMAZON MKTPL*{r} Amzn.com/bill WA", 8, 140),
    ("STARBUCKS STORE {n5} CHICAGO IL", 4, 18),
    ("SHELL OIL 5744{n5}00 EVANSTON IL", 25, 70),
    ("WHOLEFDS LPK 10{n3} CHICAGO IL", 18, 160),
    ("TARGET 000{n5} CHICAGO IL", 12, 190),
    ("NETFLIX.COM NETFLIX.COM CA", 15.49, 15.49),
    ("SPOTIFY USA 877-7781161 NY", 11.99, 11.99),
    ("UBER *TRIP HELP.UBER.COM CA", 9, 48),
    ("COMCAST CHICAGO 800-266-2278 IL", 89, 129),
    ("CVS/PHARMACY #0{n4} CHICAGO IL", 6, 55),
    ("TRADER JOE S #706 QPS CHICAGO IL", 22, 110),
    ("CHIPOTLE {n4} CHICAGO IL", 11, 32),
    ("APPLE.COM/BILL 866-712-7753 CA", 0.99, 14.99),
    ("DOORDASH*THAI SPICE WWW.DOORDASH. CA", 24, 68),
    ("THE HOME DEPOT #1950 CHICAGO IL", 15, 260),
    ("COSTCO WHSE #0388 NILES IL", 60, 320),
    ("WALGREENS #{n5} EVANSTON IL", 5, 40),
    ("SQ *METRIC COFFEE CO Chicago IL", 4, 16),
    ("VENTRA WEB 877-669-8368 IL", 20, 50),
    ("LYFT *RIDE THU 10PM LYFT.COM CA", 8, 42),
    ("SOUTHWES {n10} 800-435-9792 TX", 140, 420),
    ("HILTON GARDEN INN NASHVILLE TN", 180, 460),
    ("JEWEL OSCO 3{n3} CHICAGO IL", 14, 120),
    ("PEOPLES GAS ONLINE PMT 866-556-6001 IL", 40, 140),
    ("TST* LULA CAFE CHICAGO IL", 35, 120),
    ("AMC 0587 ONLINE 888-440-4262 KS", 14, 45),
]
FOREIGN = [
    ("IBERIA EXPRESS MADRID", "EURO", D("1.081"), 90, 240),
    ("BOTTEGA DEL VINO VERONA", "EURO", D("1.093"), 30, 95),
    ("PRET A MANGER LONDON", "POUND STERLING", D("1.268"), 6, 25),
    ("OXXO CANCUN QR", "MEXICAN PESO", D("0.0587"), 150, 900),
]

CFG = {
    1: dict(seed=101, start=dt.date(2023, 12, 8), end=dt.date(2024, 1, 7), product="Chase Freedom Unlimited",
            npurch=24, prev=D("2384.17"), pay=D("600.00"), foreign=2, fee=True, interest=True, late=False,
            name="DANIEL R OKAFOR", addr=["2217 W BELDEN AVE APT 3", "CHICAGO IL 60647-4418"], last4="4821",
            limit=D("9500")),
    2: dict(seed=102, start=dt.date(2024, 2, 15), end=dt.date(2024, 3, 14), product="Chase Sapphire Preferred",
            npurch=12, prev=D("1146.83"), pay=D("1146.83"), foreign=0, fee=False, interest=False, late=False,
            name="MARGARET E LINDQVIST", addr=["48 HAWTHORNE LN", "EVANSTON IL 60201-2231"], last4="7306",
            limit=D("15000")),
    3: dict(seed=103, start=dt.date(2024, 6, 22), end=dt.date(2024, 7, 21), product="Chase Freedom Flex",
            npurch=58, prev=D("4812.55"), pay=D("250.00"), foreign=3, fee=True, interest=True, late=True,
            name="TOMAS A RIVERA-BANKS", addr=["930 N RUSH ST UNIT 1204", "CHICAGO IL 60611-2702"],
            last4="0953", limit=D("7800")),
}

LH = 3.9  # mm per text line in the activity table


def md(d):
    return d.strftime("%m/%d")


def mdy(d):
    return d.strftime("%m/%d/%y")


def fill(rng, t):
    return (t.replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9)))
            .replace("{n5}", str(rng.randint(10000, 99999))).replace("{n4}", str(rng.randint(1000, 9999)))
            .replace("{n3}", str(rng.randint(100, 999))).replace("{n10}", str(rng.randint(10 ** 9, 10 ** 10 - 1))))


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    days = (end - start).days + 1
    tx = []  # dict(section, date, lines, printed(Decimal as printed), amount(truth), extra)
    # payments and credits
    pd_ = start + dt.timedelta(days=rng.randint(3, 12))
    tx.append(dict(sec="PAY", date=pd_, lines=[rng.choice(["Payment Thank You - Web", "AUTOMATIC PAYMENT - THANK YOU",
                                                             "Payment Thank You-Mobile"])],
                   printed=-c["pay"], extra={}))
    nref = 1 if n != 2 else 0
    if n == 3:
        nref = 2
    for _ in range(nref):
        m = rng.choice(MERCHANTS)
        amt = money(rng, 9, 85)
        tx.append(dict(sec="PAY", date=start + dt.timedelta(days=rng.randint(1, days - 2)),
                       lines=[fill(rng, m[0])], printed=-amt, extra={}))
    if n == 3:  # second payment
        tx.append(dict(sec="PAY", date=end - dt.timedelta(days=3), lines=["Payment Thank You - Web"],
                       printed=D("-400.00"), extra={}))
    # purchases
    dates = rand_dates(rng, start, end, c["npurch"])
    fidx = set(rng.sample(range(c["npurch"]), c["foreign"]))
    fees = []
    for i, d in enumerate(dates):
        if i in fidx:
            f = FOREIGN[rng.randrange(len(FOREIGN))]
            famt = money(rng, f[3], f[4])
            rate = (f[2] * D(1 + rng.uniform(-0.02, 0.02))).quantize(D("0.000000001"))
            amt = q(famt * rate)
            rate = (amt / famt).quantize(D("0.000000001"))
            cur = {"EURO": "EUR", "POUND STERLING": "GBP", "MEXICAN PESO": "MXN"}[f[1]]
            tx.append(dict(sec="PUR", date=d, lines=[f[0]], fx=(md(d) + "&nbsp;&nbsp;" + f[1],
                                                                f"{famt:.2f} X {rate} (EXCHG RATE)"),
                           printed=amt, extra=dict(foreignAmount=f"{famt:.2f}", foreignCurrency=cur,
                                                   exchangeRate=str(rate))))
            if c["fee"] and "Freedom" in c["product"]:
                fees.append(dict(sec="FEE", date=d, lines=["FOREIGN TRANSACTION FEE"], printed=q(amt * D("0.03")),
                                 extra={}))
        else:
            m = rng.choice(MERCHANTS)
            amt = money(rng, m[1], m[2])
            tx.append(dict(sec="PUR", date=d, lines=[fill(rng, m[0])], printed=amt, extra={}))
    if c["late"]:
        fees.append(dict(sec="FEE", date=start + dt.timedelta(days=2), lines=["LATE FEE"], printed=D("30.00"),
                         extra={}))
    fees.sort(key=lambda t: t["date"])
    tx += fees
    # interest
    pur_total = sum(t["printed"] for t in tx if t["sec"] == "PUR")
    apr = D("20.49") if n != 3 else D("29.24")
    if c["interest"]:
        bsi = q(c["prev"] - c["pay"] + pur_total / 2)
        interest = q(bsi * apr / 100 / 365 * days)
        tx.append(dict(sec="INT", date=end, lines=["PURCHASE INTEREST CHARGE"], printed=interest, extra={}))
    else:
        bsi = D("0")
        interest = D("0")

    # totals
    pay_cred = sum(t["printed"] for t in tx if t["sec"] == "PAY")
    purch = sum(t["printed"] for t in tx if t["sec"] == "PUR")
    feet = sum(t["printed"] for t in tx if t["sec"] == "FEE")
    new = c["prev"] + pay_cred + purch + feet + interest
    minpay = max(D("40.00"), q(new * D("0.01") + interest + feet)) if new > 0 else D("0")
    due = end + dt.timedelta(days=25)

    # ---------- items for the activity pages ----------
    items = []
    secname = {"PAY": "PAYMENTS AND OTHER CREDITS", "PUR": "PURCHASE", "FEE": "FEES CHARGED",
               "INT": "INTEREST CHARGED"}
    truth_tx = []
    for sec in ["PAY", "PUR", "FEE", "INT"]:
        rows = [t for t in tx if t["sec"] == sec]
        if not rows and sec in ("FEE",):
            continue
        items.append(Row(f"<tr class='sec'><td></td><td colspan=2>{secname[sec]}</td></tr>", LH + 1.6))
        for t in rows:
            fx = t.get("fx")
            desc = esc(t["lines"][0])
            amt_txt = us(t["printed"])
            html = f"<tr><td class='d'>{md(t['date'])}</td><td>{desc}</td><td class='r'>{amt_txt}</td></tr>"
            h = LH + 0.6
            if fx:
                html += (f"<tr class='fx'><td></td><td>{fx[0]}</td><td></td></tr>"
                         f"<tr class='fx'><td></td><td>{fx[1]}</td><td></td></tr>")
                h += 2 * (LH + 0.6)
            items.append(Row(html, h))
            tt = dict(date=t["date"].isoformat(), description=t["lines"][0], amount=s(-t["printed"]), balance=None)
            tt.update(t["extra"])
            truth_tx.append(tt)
        if sec == "FEE":
            items.append(Row(f"<tr class='tot'><td></td><td>TOTAL FEES FOR THIS PERIOD</td><td class='r'>${us(feet)}</td></tr>",
                             LH + 1.6))
        if sec == "INT":
            items.append(Row(f"<tr class='tot'><td></td><td>TOTAL INTEREST FOR THIS PERIOD</td><td class='r'>${us(interest)}</td></tr>",
                             LH + 1.6))
    if not any(t["sec"] == "INT" for t in tx):
        items.append(Row("<tr class='tot'><td></td><td>TOTAL INTEREST FOR THIS PERIOD</td><td class='r'>$0.00</td></tr>",
                         LH + 1.6))
    yr = end.year
    ytd_fee = feet + (D("0") if end.month == 1 else money(rng, 0, 60) if c["fee"] else D("0"))
    ytd_int = interest + (D("0") if end.month == 1 else money(rng, 40, 300) if c["interest"] else D("0"))
    items.append(Block(f"""<div class='ytd'><div class='ytdh'>{yr} Totals Year-to-Date</div>
<table><tr><td>Total fees charged in {yr}</td><td class='r'>${us(ytd_fee)}</td></tr>
<tr><td>Total interest charged in {yr}</td><td class='r'>${us(ytd_int)}</td></tr>
<tr><td colspan=2 class='sm'>Year-to-date totals do not reflect any fee or interest refunds you may have received.</td></tr></table></div>""", 24))
    cash_apr = D("29.99")
    items.append(Block(f"""<div class='ich'><div class='bar'>INTEREST CHARGES</div>
<div class='sm'>Your <b>Annual Percentage Rate (APR)</b> is the annual interest rate on your account.</div>
<table class='ict'><tr><th>Balance Type</th><th class='r'>Annual<br>Percentage<br>Rate (APR)</th><th class='r'>Balance<br>Subject To<br>Interest Rate</th><th class='r'>Interest<br>Charges</th></tr>
<tr><td colspan=4 class='bt'>PURCHASES</td></tr>
<tr><td>Purchases</td><td class='r'>{apr}%(v)(d)</td><td class='r'>{('$' + us(bsi)) if bsi else '- 0 -'}</td><td class='r'>{('$' + us(interest)) if interest else '- 0 -'}</td></tr>
<tr><td colspan=4 class='bt'>CASH ADVANCES</td></tr>
<tr><td>Cash Advances</td><td class='r'>{cash_apr}%(v)(d)</td><td class='r'>- 0 -</td><td class='r'>- 0 -</td></tr>
<tr><td colspan=4 class='bt'>BALANCE TRANSFERS</td></tr>
<tr><td>Balance Transfer</td><td class='r'>{apr}%(v)(d)</td><td class='r'>- 0 -</td><td class='r'>- 0 -</td></tr>
</table>
<div class='sm r'>{days} Days in Billing Period</div>
<div class='sm'>(v) = Variable Rate &nbsp; (d) = Daily Balance Method (including new transactions) &nbsp; (a) = Average Daily Balance Method<br>
Please see Information About Your Account section for the Calculation of Balance Subject to Interest Rate, Annual Renewal Notice, How to Avoid Interest on Purchases, and other important information, as applicable.</div></div>""", 62))
    pts = int(purch * (D("1.5") if "Unlimited" in c["product"] else 1))
    prog = "ULTIMATE REWARDS&reg; SUMMARY"
    prevpts = rng.randint(2000, 60000)
    items.append(Block(f"""<div class='ich'><div class='bar'>{prog}</div>
<table class='ict'><tr><td>Previous points balance</td><td class='r'>{prevpts:,}</td></tr>
<tr><td>+ Points earned on purchases this period</td><td class='r'>{pts:,}</td></tr>
<tr><td>Total points available for redemption</td><td class='r'>{pts + prevpts:,}</td></tr></table>
<div class='sm'>You earned points on purchases made between {mdy(start)} and {mdy(end)}. Points expire if your account is closed for any reason.</div></div>""", 30))

    caps = [212]  # activity pages
    pages = split_pages(items, caps)
    total_pages = 1 + len(pages)

    sdate = mdy(end)
    logo = """<svg width='34' height='34' viewBox='0 0 100 100'><g fill='#117ACA'>
<path d='M36 4 L72 4 L72 30 L36 4Z'/><path d='M96 36 L96 72 L70 72 Z'/><path d='M64 96 L28 96 L28 70 Z'/>
<path d='M4 64 L4 28 L30 28 Z'/></g><rect x='30' y='30' width='40' height='40' fill='#fff'/>
<path d='M36 4 L72 4 L96 28 L96 36 L70 36 Z M96 72 L72 96 L64 96 L64 70 Z M28 96 L4 72 L4 64 L30 64 Z M4 28 L28 4 L36 4 L36 30Z' fill='#0F5BA7'/></svg>"""
    css = page_css("8.5in", "11in", "10mm 13mm 8mm 13mm") + f"""
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color: #111; }}
.brand {{ display:flex; align-items:center; gap:6px; font-size: 17pt; font-weight: bold; color:#0F5BA7; letter-spacing: 0.5px; }}
.hdr2 {{ display:flex; justify-content:space-between; border-bottom: 1.2pt solid #000; padding-bottom: 2mm; margin-bottom: 2mm; font-size: 7.5pt; }}
.sumbox {{ border: 1pt solid #000; padding: 0; }}
.sumbox .bar, .bar {{ background:#000; color:#fff; font-weight:bold; padding: 1mm 2mm; font-size: 8.5pt; }}
.sumbox table {{ width: 100%; }} .sumbox td {{ padding: 0.5mm 2mm; }}
.sumbox .nb td {{ font-weight: bold; font-size: 9pt; border-top: 0.6pt solid #000; }}
.sm {{ font-size: 6.4pt; line-height: 1.25; }}
.two {{ display:flex; gap: 6mm; }}
.col {{ flex: 1; }}
table.act {{ width: 100%; table-layout: fixed; }}
table.act td {{ padding: 0.3mm 1mm; line-height: {LH}mm; height: {LH}mm; vertical-align: top; white-space: nowrap; overflow: hidden; }}
table.act th {{ font-size: 7pt; text-align: left; border-bottom: 0.8pt solid #000; padding: 0.5mm 1mm; vertical-align: bottom; }}
tr.sec td {{ font-weight: bold; padding-top: 1.3mm; }}
tr.tot td {{ font-weight: bold; }}
tr.fx td {{ color: #222; }}
.ytd {{ border: 0.8pt solid #000; width: 95mm; margin: 3mm 0 3mm auto; }} .ytd td {{ padding: 0.4mm 2mm; }}
.ytdh {{ font-weight: bold; background: #ddd; padding: 0.8mm 2mm; }}
.ich {{ margin-top: 2mm; }} table.ict {{ width: 100%; margin-top: 1mm; }} table.ict td, table.ict th {{ padding: 0.4mm 1.5mm; }}
table.ict th {{ border-bottom: 0.6pt solid #000; font-size: 7pt; text-align:left; }} .bt {{ font-weight:bold; font-size: 7pt; }}
.coupon {{ border-top: 1pt dashed #000; margin-top: 4mm; padding-top: 3mm; }}
.pn {{ font-size: 7pt; display:flex; justify-content: space-between; border-top: 0.5pt solid #999; padding-top: 1mm; }}
"""
    colg = "<table class='act'><colgroup><col style='width:22mm'><col><col style='width:30mm'></colgroup>"
    thead = ("<thead><tr><th>Date of<br>Transaction</th><th>Merchant Name or Transaction Description</th>"
             "<th class='r'>$ Amount</th></tr></thead>")

    def foot(pno):
        return (f"<div class='foot pn'><span>{esc(c['name'])}</span><span>Page {pno} of {total_pages}</span>"
                f"<span>Statement Date: {sdate}</span></div>")

    avail = c["limit"] - new if new < c["limit"] else D("0")
    cash_line = q(c["limit"] * D("0.2"))
    p1 = f"""<div class='page'><div class='body'>
<div style='display:flex;justify-content:space-between;align-items:flex-start'>
 <div class='brand'>{logo}<span>CHASE</span><span style='font-weight:normal;font-size:9pt;color:#333;margin-left:3mm'>{c['product']}</span></div>
 <div class='sm' style='text-align:right'>Manage your account online at:<br><b>www.chase.com/cardhelp</b><br>Customer Service: <b>1-800-524-3880</b><br>Mobile: Download the<br>Chase Mobile&reg; app today</div></div>
<div class='two' style='margin-top:4mm'>
<div class='col'><div class='sumbox'><div class='bar'>ACCOUNT SUMMARY</div><table>
<tr><td colspan=2>Account Number: XXXX XXXX XXXX {c['last4']}</td></tr>
<tr><td>Previous Balance</td><td class='r'>${us(c['prev'])}</td></tr>
<tr><td>Payment, Credits</td><td class='r'>-${us(-pay_cred)}</td></tr>
<tr><td>Purchases</td><td class='r'>+${us(purch)}</td></tr>
<tr><td>Cash Advances</td><td class='r'>$0.00</td></tr>
<tr><td>Balance Transfers</td><td class='r'>$0.00</td></tr>
<tr><td>Fees Charged</td><td class='r'>{'+' if feet else ''}${us(feet)}</td></tr>
<tr><td>Interest Charged</td><td class='r'>{'+' if interest else ''}${us(interest)}</td></tr>
<tr class='nb'><td>New Balance</td><td class='r'>${us(new)}</td></tr>
<tr><td>Opening/Closing Date</td><td class='r'>{mdy(start)} - {mdy(end)}</td></tr>
<tr><td>Credit Access Line</td><td class='r'>${us(c['limit'])}</td></tr>
<tr><td>Available Credit</td><td class='r'>${us(avail)}</td></tr>
<tr><td>Cash Access Line</td><td class='r'>${us(cash_line)}</td></tr>
<tr><td>Available for Cash</td><td class='r'>${us(min(cash_line, avail))}</td></tr>
<tr><td>Past Due Amount</td><td class='r'>$0.00</td></tr>
<tr><td>Balance over the Credit Access Line</td><td class='r'>$0.00</td></tr></table></div>
<div class='sm' style='margin-top:3mm'><b>YOUR ACCOUNT MESSAGES</b><br>
Your AutoPay amount will be reduced by any payments or merchant credits that post to your account before your AutoPay payment is made. If the total of these payments and merchant credits is more than your set AutoPay amount, your AutoPay payment for that month will be zero.<br><br>
Reminder: It is important to continue making your payments on time. Your APRs may increase if the minimum payment is not made on time or payments are returned.</div></div>
<div class='col'><div class='sumbox'><div class='bar'>PAYMENT INFORMATION</div><table>
<tr class='nb'><td>New Balance</td><td class='r'>${us(new)}</td></tr>
<tr><td>Payment Due Date</td><td class='r'>{mdy(due)}</td></tr>
<tr><td>Minimum Payment Due</td><td class='r'>${us(minpay)}</td></tr></table>
<div class='sm' style='padding:1.5mm 2mm'><b>Late Payment Warning:</b> If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00 and your APRs may be increased to the Penalty APR of 29.99%.<br><br>
<b>Minimum Payment Warning:</b> If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance. For example:</div>
<table class='sm' style='margin:0 2mm 2mm 2mm;width:auto'><tr><th style='text-align:left'>If you make no additional charges using this card and each month you pay...</th><th>You will pay off the balance shown on this statement in about...</th><th>And you will end up paying an estimated total of...</th></tr>
<tr><td>Only the minimum payment</td><td>{rng.randint(9, 19)} years</td><td>${us(q(new * D('2.1')))}</td></tr>
<tr><td>${us(q(new / 30))}</td><td>3 years</td><td>${us(q(new * D('1.31')))} (Savings=${us(q(new * D('0.79')))})</td></tr></table>
<div class='sm' style='padding:0 2mm 2mm 2mm'>If you would like information about credit counseling services, call 1-866-797-2885.</div></div></div></div>
<div class='coupon'><div style='display:flex;justify-content:space-between'>
<div class='brand' style='font-size:11pt'>{logo}<span>CHASE</span></div>
<table class='sm' style='border:0.8pt solid #000'><tr><td>Payment Due Date:</td><td class='r'>{mdy(due)}</td></tr>
<tr><td>New Balance:</td><td class='r'>${us(new)}</td></tr><tr><td>Minimum Payment Due:</td><td class='r'>${us(minpay)}</td></tr>
<tr><td>Account number:</td><td class='r'>XXXX XXXX XXXX {c['last4']}</td></tr><tr><td><b>Amount Enclosed</b></td><td>$ ________ . ___</td></tr></table></div>
<div style='display:flex;justify-content:space-between;margin-top:4mm;font-size:8.5pt'>
<div>{esc(c['name'])}<br>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<div>CARDMEMBER SERVICE<br>PO BOX 6294<br>CAROL STREAM IL 60197-6294</div></div>
<div style='font-family:monospace;font-size:9pt;margin-top:5mm;letter-spacing:1px'>0000001 FIS33339 C 1 N Z {rng.randint(10**9, 10**10-1)} {c['last4']}0000{us(new).replace(',', '').replace('.', '')}</div>
<div class='sm' style='margin-top:2mm'>Make your check payable to Chase Card Services. Please write your account number on your check. Do not send cash. Allow at least five (5) business days for postal delivery.</div>
</div></div>{foot(1)}</div>"""
    html_pages = [p1]
    for i, pitems in enumerate(pages):
        head = (f"<div class='hdr2'><span><b>{esc(c['name'])}</b></span><span>Statement Date: {sdate}</span></div>")
        title = "ACCOUNT ACTIVITY" if i == 0 else "ACCOUNT ACTIVITY (CONTINUED)"
        has_rows = any(it.kind == "row" for it in pitems)
        t = f"<div class='bar' style='margin-bottom:1mm'>{title}</div>" if has_rows else ""
        body = body_html(pitems, colg, thead)
        html_pages.append(f"<div class='page'><div class='body'>{head}{t}{body}</div>{foot(i + 2)}</div>")
    html = wrap_html(css, html_pages, "en", "Chase statement")
    nfx = sum(1 for t in tx if t.get("fx"))
    truth = dict(bank="CHASE", country="US", language="en", documentType="credit_card", currency="USD",
                 accountLast4=c["last4"], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["prev"]), closingBalance=s(new),
                 balanceConvention="owed", transactions=truth_tx,
                 notes=(f"{c['product']} statement modelled on Chase. Page 1 holds ACCOUNT SUMMARY / PAYMENT "
                        "INFORMATION / payment coupon (no transactions). ACCOUNT ACTIVITY table 'Date of Transaction | "
                        "Merchant Name or Transaction Description | $ Amount' with MM/DD dates without year, year from "
                        f"'Opening/Closing Date {mdy(start)} - {mdy(end)}'"
                        + (" (period crosses the year end)" if start.year != end.year else "") +
                        ". Sections PAYMENTS AND OTHER CREDITS / PURCHASE / FEES CHARGED / INTEREST CHARGED; credits "
                        "printed with a leading minus (owed convention: truth amount positive), charges unsigned "
                        "(truth negative). 'TOTAL FEES/INTEREST FOR THIS PERIOD', the Year-to-Date box, the "
                        "INTEREST CHARGES table (APR, balance subject to interest rate) and the rewards summary are "
                        "not transactions. Transactions are in section order, not date order."
                        + (f" {nfx} foreign purchase(s) carry two extra lines (a dated currency-name line without "
                           "amount and 'amount X rate (EXCHG RATE)'); these are given as foreignAmount/"
                           "foreignCurrency/exchangeRate and kept out of the description." if nfx else "")))
    return html, truth, total_pages


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, scan_too=True, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
