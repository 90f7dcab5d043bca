"""us-wf-checking-od: Wells Fargo style single-account Everyday Checking statement (USD, Letter) with overdrafts,
balance only on each day's last row, and a 'Summary of checks written' table that repeats the checks (decoy)."""
import datetime as dt
import random
from common import D, s, us, esc, money, rand_dates, emit, page_css, wrap_html, MONTHS_EN
from layout import Row, Block, split_pages, body_html

FAMILY = "us-wf-checking-od"
LH = 3.6
SHOPS = [("Safeway #{n4} Portland OR", 15, 160), ("Fred-Meyer #0{n3} Beaverton OR", 20, 190),
         ("Chevron {n8} Tigard OR", 30, 75), ("Trader Joe's #{n3} Portland OR", 18, 95),
         ("Amazon Mktplace Pmts Amzn.com/bill WA", 9, 140), ("Starbucks Store {n5} Portland OR", 4, 14),
         ("Powell's Books Portland OR", 12, 60), ("Walgreens #{n5} Portland OR", 6, 48),
         ("Home Depot #40{n2} Tualatin OR", 20, 260), ("Spotify USA 877-7781071 NY", 11, 11)]
RECUR = [("Recurring Payment authorized on {md} Netflix.Com Netflix.Com CA", 15.49, 22.99),
         ("Recurring Payment authorized on {md} Planet Fitness 844-880-7180 NH", 10, 25)]
BILLS = [("Pge Web Online {n6} {who}", 70, 190), ("Comcast 800-266-2278 {n10} {who}", 60, 120),
         ("Nw Natural Gas Online Pmt {n6} {who}", 30, 110), ("Progressive Ins Ins Prem {n10} {who}", 80, 170),
         ("Discover E-Payment {n4} {who}", 90, 450)]
CFG = {
    1: dict(seed=7101, start=dt.date(2024, 4, 1), end=dt.date(2024, 4, 30), n=24, opening=D("1184.37"), nchecks=3,
            name="MARISOL A VEGA", addr=["MARISOL A VEGA", "2215 SE TAYLOR ST", "PORTLAND OR 97214-3361"], pay="Ohsu Payroll",
            od=False),
    2: dict(seed=7102, start=dt.date(2024, 7, 1), end=dt.date(2024, 7, 31), n=34, opening=D("212.06"), nchecks=4,
            name="TREVOR J LINDQVIST", addr=["TREVOR J LINDQVIST", "918 NW 21ST AVE APT 4", "PORTLAND OR 97209-1604"],
            pay="Intel Corp Payroll", od=True),
    3: dict(seed=7103, start=dt.date(2024, 12, 1), end=dt.date(2024, 12, 31), n=46, opening=D("643.90"), nchecks=6,
            name="AISHA R BELLAMY", addr=["AISHA R BELLAMY", "4470 SW CORBETT AVE", "PORTLAND OR 97239-4118"],
            pay="Nike Inc Payroll", od=True),
}


def md(d):
    return f"{d.month}/{d.day}"


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    acct = f"{rng.randint(100000, 999999)}{rng.randint(1000, 9999)}"
    last4 = acct[-4:]
    card4 = str(rng.randint(1000, 9999))
    who = c["name"].title()[:16]

    def fill(t, d=None):
        for k, lo, hi in (("{n2}", 10, 99), ("{n3}", 100, 999), ("{n4}", 1000, 9999), ("{n5}", 10000, 99999),
                          ("{n6}", 10 ** 5, 10 ** 6 - 1), ("{n8}", 10 ** 7, 10 ** 8 - 1), ("{n10}", 10 ** 9, 10 ** 10 - 1)):
            t = t.replace(k, str(rng.randint(lo, hi)))
        return t.replace("{who}", who).replace("{md}", d.strftime("%m/%d") if d else "")

    rows = []
    for d in rand_dates(rng, start, end, c["n"]):
        r = rng.random()
        if r < 0.58:
            m = rng.choice(SHOPS)
            post = min(end, d + dt.timedelta(days=rng.choice([0, 1, 1, 2])))
            rows.append(dict(d=post, lines=[f"Purchase authorized on {d.strftime('%m/%d')} {fill(m[0])}",
                                            f"S{rng.randint(10 ** 14, 10 ** 15 - 1)} Card {card4}"], a=-money(rng, m[1], m[2])))
        elif r < 0.66:
            m = rng.choice(RECUR)
            rows.append(dict(d=d, lines=[fill(m[0], d), f"S{rng.randint(10 ** 14, 10 ** 15 - 1)} Card {card4}"],
                             a=-money(rng, m[1], m[2])))
        elif r < 0.80:
            m = rng.choice(BILLS)
            rows.append(dict(d=d, lines=[fill(m[0])], a=-money(rng, m[1], m[2])))
        elif r < 0.88:
            rows.append(dict(d=d, lines=[f"ATM Withdrawal authorized on {d.strftime('%m/%d')} {rng.randint(100, 3999)} SE Hawthorne Blvd",
                                         f"Portland OR 0000{rng.randint(1000, 9999)} ATM ID {rng.randint(1000, 9999)}H Card {card4}"],
                             a=-D(rng.choice([20, 40, 60, 100, 200]))))
        elif r < 0.94:
            rows.append(dict(d=d, lines=[f"Mobile Deposit : Ref Number :{rng.randint(10 ** 11, 10 ** 12 - 1)}"], a=money(rng, 25, 420)))
        else:
            nm = rng.choice(["Okafor Chidi", "Reyes Paloma", "Baker Hunter", "Tanaka Yui"])
            rows.append(dict(d=d, lines=[f"Zelle From {nm} on {d.strftime('%m/%d')} Ref # Bac{rng.randint(10 ** 8, 10 ** 9 - 1)}",
                                         rng.choice(["Dinner", "Concert tix", "Utilities split", "Thanks!"])], a=money(rng, 15, 180)))
    # payroll twice a month (later than the usual start so that low-balance statements dip below zero)
    for d in (start + dt.timedelta(days=rng.randint(9, 12)), start + dt.timedelta(days=rng.randint(24, 26))):
        rows.append(dict(d=d, lines=[f"{c['pay']} {d.strftime('%y%m%d')} {rng.randint(10 ** 6, 10 ** 7 - 1)} {c['name'][:22]}"],
                         a=money(rng, 1450, 2300)))
    # rent early in the month
    rd = start + dt.timedelta(days=rng.randint(1, 3))
    rows.append(dict(d=rd, lines=[f"Bill Pay Sentry Property Mgt on-Line xxxxx{rng.randint(10000, 99999)} on {rd.strftime('%m-%d')}"],
                     a=-D(rng.choice(["1125.00", "1390.00", "985.00"]))))
    chk_no = rng.randint(301, 1890)
    checks = []
    for k in range(c["nchecks"]):
        chk_no += rng.choice([1, 1, 2, 3])
        cd = start + dt.timedelta(days=rng.randint(2, 28))
        a = -money(rng, 25, 480)
        rows.append(dict(d=cd, lines=["Check"], a=a, chk=str(chk_no)))
        checks.append((chk_no, cd, a))
    rows.sort(key=lambda t: (t["d"], 0 if t["a"] > 0 else 1))
    # running balance; overdraft fees where a debit posts into a negative balance
    bal = c["opening"]
    out = []
    fees = 0
    for r in rows:
        bal += r["a"]
        out.append(r)
        if c["od"] and r["a"] < 0 and bal < 0 and fees < 3 and "Check" not in r["lines"][0]:
            fee = D("35.00")
            what = r["lines"][0].split(" authorized on ")[0] if " authorized" in r["lines"][0] else r["lines"][0][:28]
            out.append(dict(d=r["d"], lines=[f"Overdraft Fee for a Transaction Posted on {r['d'].strftime('%m/%d')} ${us(-r['a'])}",
                                             f"{what}"], a=-fee, fee=True))
            bal -= fee
            fees += 1
    if c["od"] and fees == 0:
        raise RuntimeError("statement planned with overdraft never went negative")
    rows = out
    bal = c["opening"]
    for i, r in enumerate(rows):
        bal += r["a"]
        r["bal"] = bal if (i == len(rows) - 1 or rows[i + 1]["d"] != r["d"]) else None
    close = bal
    dep = sum(r["a"] for r in rows if r["a"] > 0)
    wd = -sum(r["a"] for r in rows if r["a"] < 0)

    colg = ("<table class='tx'><colgroup><col style='width:11mm'><col style='width:13mm'><col><col style='width:22mm'>"
            "<col style='width:22mm'><col style='width:22mm'></colgroup>")
    thead = ("<thead><tr><th>Date</th><th class='r'>Check<br>Number</th><th>Description</th><th class='r'>Deposits/<br>Additions</th>"
             "<th class='r'>Withdrawals/<br>Subtractions</th><th class='r'>Ending daily<br>balance</th></tr></thead>")
    items = []
    truth_tx = []
    for r in rows:
        a = r["a"]
        html = (f"<tr><td>{md(r['d'])}</td><td class='r'>{r.get('chk', '')}</td><td>{'<br>'.join(esc(x) for x in r['lines'])}</td>"
                f"<td class='r'>{us(a) if a > 0 else ''}</td><td class='r'>{us(-a) if a < 0 else ''}</td>"
                f"<td class='r'>{us(r['bal']) if r['bal'] is not None else ''}</td></tr>")
        items.append(Row(html, len(r["lines"]) * LH + 1.0))
        t = dict(date=r["d"].isoformat(), description=" ".join(r["lines"]), amount=s(a),
                 balance=s(r["bal"]) if r["bal"] is not None else None)
        if r.get("chk"):
            t["checkNumber"] = r["chk"]
        truth_tx.append(t)
    items.append(Row(f"<tr class='eb'><td colspan=3>Ending balance on {md(end)}</td><td></td><td></td><td class='r'>{us(close)}</td></tr>", LH + 1.5))
    items.append(Row(f"<tr class='eb'><td colspan=3>Totals</td><td class='r'>${us(dep)}</td><td class='r'>${us(wd)}</td><td></td></tr>", LH + 1.5))
    items.append(Block("<div class='sm'>The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have "
                       "been outstanding on your account when your transactions posted. If you had insufficient available funds when a "
                       "transaction posted, fees may have been assessed.</div>", 9))
    # summary of checks written: 3 column groups, gaps flagged with *
    checks.sort()
    cells = []
    prev = None
    for no, cd, a in checks:
        gap = "*" if prev is not None and no != prev + 1 else ""
        cells.append(f"<td>{no}{gap}</td><td>{md(cd)}</td><td class='r'>{us(-a)}</td>")
        prev = no
    while len(cells) % 3:
        cells.append("<td></td><td></td><td></td>")
    trs = "".join("<tr>" + "".join(cells[i:i + 3]) + "</tr>" for i in range(0, len(cells), 3))
    items.append(Block(f"""<div class='blk'><div class='bt'>Summary of checks written <span class='norm'>(checks listed are also displayed in the preceding Transaction history)</span></div>
<table class='ck'><tr><th>Number</th><th>Date</th><th class='r'>Amount</th><th>Number</th><th>Date</th><th class='r'>Amount</th><th>Number</th><th>Date</th><th class='r'>Amount</th></tr>{trs}</table>
<div class='sm'>* Gap in check sequence.</div></div>""", 14 + 4.2 * (len(cells) // 3)))
    minbal = min([c["opening"]] + [r["bal"] for r in rows if r["bal"] is not None])
    items.append(Block(f"""<div class='blk'><div class='bt'>Monthly service fee summary</div>
<div class='sm'>For a complete list of fees and detailed account information, see the Wells Fargo Account Fee and Information Schedule and Account
Agreement applicable to your account or talk to a banker. Go to wellsfargo.com/feefaq for a link to these documents, and answers to common monthly service fee questions.</div>
<table class='as'><tr><td>Fee period {start.strftime('%m/%d/%Y')} - {end.strftime('%m/%d/%Y')}</td><td class='r'>Standard monthly service fee $10.00</td><td class='r'>You paid $0.00</td></tr>
<tr><th style='text-align:left'>How to avoid the monthly service fee</th><th class='r'>Minimum required</th><th class='r'>This fee period</th></tr>
<tr><td>&middot; Minimum daily balance</td><td class='r'>$500.00</td><td class='r'>{'-' if minbal < 0 else ''}${us(abs(minbal))}</td></tr>
<tr><td>&middot; Total amount of qualifying electronic deposits</td><td class='r'>$500.00</td><td class='r'>${us(sum(r['a'] for r in rows if r['a'] > 1000))} &#9745;</td></tr></table>
<div class='sm'>Monthly service fee waived this fee period.</div></div>""", 36))
    if c["od"]:
        items.append(Block(f"""<div class='blk'><div class='bt'>Overdraft and returned item fees</div><table class='as' style='width:70%'>
<tr><th></th><th class='r'>Total this period</th><th class='r'>Total year-to-date</th></tr>
<tr><td>Total Overdraft Fees</td><td class='r'>${us(D(35) * fees)}</td><td class='r'>${us(D(35) * (fees + 1))}</td></tr>
<tr><td>Total Returned Item Fees</td><td class='r'>$0.00</td><td class='r'>$0.00</td></tr></table></div>""", 20))
    pages = split_pages(items, [128, 214])
    total = len(pages)
    red = "#D71E28"
    css = page_css("8.5in", "11in", "10mm 13mm 8mm 13mm") + f"""
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 7.6pt; color:#222; }}
.wf {{ background:{red}; color:#FFCD41; font-weight:bold; font-size: 8.5pt; width: 17mm; height: 17mm; display:flex; align-items:center; justify-content:center; text-align:center; line-height:1.05; }}
h1 {{ font-size: 14pt; font-weight: normal; margin: 0; }}
.sect {{ font-size: 12pt; border-bottom: 1.4pt solid {red}; margin: 3mm 0 2mm 0; padding-bottom: 0.5mm; }}
.two {{ display:flex; gap: 8mm; }} .col {{ flex: 1; }}
table.as td, table.as th {{ padding: 0.3mm 1.5mm; }} table.as {{ width: 100%; }}
tr.eb td {{ border-top: 0.6pt solid #000; font-weight: bold; }}
.th {{ font-weight: bold; font-size: 9.5pt; margin: 2mm 0 1mm 0; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx th {{ font-size: 6.8pt; text-align:left; border-bottom: 0.8pt solid #000; padding: 0.5mm 1mm; vertical-align: bottom; }}
table.tx th.r {{ text-align: right; }}
table.tx td {{ padding: 0.5mm 1mm 0 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow: hidden; }}
table.ck {{ width: 100%; }} table.ck th {{ text-align:left; border-bottom:0.6pt solid #000; font-size:6.8pt; padding:0.3mm 1mm; }}
table.ck th.r {{ text-align:right; }} table.ck td {{ padding:0.3mm 1mm; }}
.sm {{ font-size: 6.3pt; line-height: 1.3; color:#444; margin-top: 1mm; }}
.blk {{ margin-top: 3mm; border-top: 1pt solid {red}; padding-top: 1mm; }}
.bt {{ font-weight:bold; font-size: 9pt; }} .norm {{ font-weight: normal; font-size: 7pt; }}
.pf {{ font-size: 6.5pt; color:#555; display:flex; justify-content:space-between; border-top:0.5pt solid #bbb; padding-top:1mm; }}
.q {{ border: 0.6pt solid #bbb; padding: 2mm; width: 76mm; font-size: 7pt; }}
"""
    period = f"{MONTHS_EN[start.month - 1]} {start.day}, {start.year} - {MONTHS_EN[end.month - 1]} {end.day}, {end.year}"
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between;align-items:flex-start'><div style='display:flex;gap:4mm;align-items:center'><div class='wf'>WELLS<br>FARGO</div>
<div><h1>Everyday Checking</h1><div>{period} &nbsp;&#9632;&nbsp; Page 1 of {total}</div></div></div>
<div class='q'><b>Questions?</b><br>Available by phone 24 hours a day, 7 days a week:<br>We accept all relay calls, including 711<br>
<b>1-800-TO-WELLS</b> (1-800-869-3557)<br>En espa&ntilde;ol: 1-877-727-2932<br>Online: wellsfargo.com<br>Write: Wells Fargo Bank, N.A. (182)<br>P.O. Box 6995, Portland, OR 97228-6995</div></div>
<div style='margin:2mm 0 2mm 0;line-height:1.35'>{'<br>'.join(c['addr'])}</div>
<div class='two'><div class='col'><div class='sect'>Activity summary</div><table class='as'>
<tr><td>Beginning balance on {md(start)}</td><td class='r'>${us(c['opening'])}</td></tr>
<tr><td>Deposits/Additions</td><td class='r'>{us(dep)}</td></tr>
<tr><td>Withdrawals/Subtractions</td><td class='r'>- {us(wd)}</td></tr>
<tr class='eb'><td>Ending balance on {md(end)}</td><td class='r'>{'-' if close < 0 else ''}${us(abs(close))}</td></tr></table></div>
<div class='col'><div class='sect'>Account number: {acct}</div><div>{esc(c['name'])}</div><div>Oregon account terms and conditions apply</div>
<div>For Direct Deposit use<br>Routing Number (RTN): 123006800</div></div></div>
<div class='th'>Transaction history</div>"""
        else:
            head = (f"<div style='display:flex;justify-content:space-between;border-bottom:0.6pt solid #999;padding-bottom:1mm;margin-bottom:2mm'>"
                    f"<div>Account number: {acct} &nbsp;&#9632;&nbsp; {period} &nbsp;&#9632;&nbsp; Page {i + 1} of {total}</div><div class='wf' style='width:11mm;height:11mm;font-size:5.5pt'>WELLS<br>FARGO</div></div>"
                    + ("<div class='th'>Transaction history (continued)</div>" if any(it.kind == 'row' for it in pit) else ""))
        body = body_html(pit, colg, thead)
        foot = f"<div class='pf'><span>Sheet Seq = {rng.randint(100000, 999999):07d}</span><span>Sheet {i + 1:05d} of {total:05d}</span></div>"
        html_pages.append(f"<div class='page'>{head}<div class='body'>{body}</div><div class='foot'>{foot}</div></div>")
    truth = dict(bank="Wells Fargo", country="US", language="en", documentType="bank_account", currency="USD",
                 accountLast4=last4, statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["opening"]), closingBalance=s(close),
                 notes=("Wells Fargo-style single-account Everyday Checking statement. 'Transaction history' table Date | Check Number | "
                        "Description | Deposits/Additions | Withdrawals/Subtractions | Ending daily balance; dates M/D without year; the "
                        "ending daily balance is printed only on the last row of each day (other rows balance null). "
                        + ("The balance goes negative (overdraft): negative ending daily balances are printed with a leading minus, and "
                           "'Overdraft Fee for a Transaction Posted on MM/DD $x' rows are real transactions (the $ amount inside that "
                           "description is the earlier transaction, not the fee). " if c["od"] else "")
                        + "Purchase rows carry the authorization date inside the description (truth date = Date column, the posting date). "
                        "Check rows: description 'Check', number in the Check Number column (checkNumber). 'Ending balance on M/D' and "
                        "'Totals' rows are not transactions. The 'Summary of checks written' table after the history repeats the checks "
                        "(number, date, amount; '*' marks a gap in the sequence) and must NOT be counted again; the monthly service fee "
                        "summary" + (" and the overdraft fee totals table" if c["od"] else "") + " are not transactions."),
                 transactions=truth_tx)
    return wrap_html(css, html_pages, "en", "Wells Fargo Everyday Checking"), truth, total


def make():
    for n in (1, 2, 3):
        html, truth, total = build(n)
        emit(FAMILY, n, html, truth, total, scan_too=True, seed=CFG[n]["seed"])
        print(" ", FAMILY, n, len(truth["transactions"]), "rows", total, "pages", flush=True)
