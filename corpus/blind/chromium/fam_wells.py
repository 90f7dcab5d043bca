"""us-two-accounts: Wells Fargo style Combined Statement of Accounts (checking + savings, USD, Letter)."""
import datetime as dt
import random
from common import D, q, s, us, esc, money, rand_dates, emit, page_css, wrap_html, MONTHS_EN
from layout import Row, Block, split_pages, body_html

FAMILY = "us-two-accounts"
LH = 3.7
CARD = [("Jewel Osco {n4} Chicago IL", 12, 140), ("Walgreens Store 4{n3} Chicago IL", 5, 45), ("Shell Oil 5744{n4} Oak Park IL", 30, 80),
        ("Target T-{n4} Chicago IL", 10, 160), ("Chipotle {n4} Chicago IL", 10, 30), ("Amazon.com*{r} Amzn.com/bill WA", 8, 120),
        ("Costco Whse #0388 Niles IL", 50, 300), ("Mariano's #{n3} Chicago IL", 15, 130), ("Dunkin #{n6} Chicago IL", 3, 12)]
BILLS = [("Comed Bill Pay {n10} {name}", 60, 160), ("Verizon Wireless Payments {n10} {name}", 70, 140),
         ("Peoples Gas Util Pymt {n6} {name}", 40, 130), ("Geico Auto Ins Prem {n10} {name}", 90, 180),
         ("Citi Card Online Payment {n12} {name}", 100, 600)]
CFG = {
    1: dict(seed=601, start=dt.date(2024, 3, 1), end=dt.date(2024, 3, 31), name="DANIELLE M OKONJO", n=22,
            chk_open=D("2841.63"), sav_open=D("6120.40"), addr=["DANIELLE M OKONJO", "1842 W CORNELIA AVE", "CHICAGO IL 60657-1032"],
            employer="Northshore Univ Hea Payroll", sav_name="Way2Save\u00ae Savings", chk_name="Everyday Checking", nsav=5),
    2: dict(seed=602, start=dt.date(2024, 6, 1), end=dt.date(2024, 6, 30), name="KEVIN T NGUYEN", n=12,
            chk_open=D("912.18"), sav_open=D("14880.02"), addr=["KEVIN T NGUYEN", "77 HOLLIS ST APT 2", "SACRAMENTO CA 95818-2210"],
            employer="State of Calif Payroll", sav_name="Way2Save\u00ae Savings", chk_name="Everyday Checking", nsav=3),
    3: dict(seed=603, start=dt.date(2024, 9, 1), end=dt.date(2024, 9, 30), name="ROBERT J AND LINDA K HALVORSEN", n=38,
            chk_open=D("5306.77"), sav_open=D("22014.95"), addr=["ROBERT J HALVORSEN", "LINDA K HALVORSEN", "4410 N 36TH ST", "PHOENIX AZ 85018-4113"],
            employer="Honeywell Intl Payroll", sav_name="Platinum Savings", chk_name="Prime Checking", nsav=6),
}


def md(d):
    return f"{d.month}/{d.day}"


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    chk4 = str(rng.randint(1000, 9999))
    sav4 = str(rng.randint(1000, 9999))
    card4 = str(rng.randint(1000, 9999))
    chk_acct = f"{rng.randint(100000, 999999)}{chk4}"
    sav_acct = f"{rng.randint(100000, 999999)}{sav4}"
    lname = c["name"].split()[0].title()

    def fill(t):
        return (t.replace("{n3}", str(rng.randint(100, 999))).replace("{n4}", str(rng.randint(1000, 9999)))
                .replace("{n6}", str(rng.randint(100000, 999999))).replace("{n10}", str(rng.randint(10 ** 9, 10 ** 10 - 1)))
                .replace("{n12}", str(rng.randint(10 ** 11, 10 ** 12 - 1))).replace("{name}", c["name"].split(" AND ")[0].title()[:18])
                .replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))))
    chk, sav = [], []
    check_no = rng.randint(1100, 2400)
    for d in rand_dates(rng, start, end, c["n"]):
        r = rng.random()
        if r < 0.55:
            m = rng.choice(CARD)
            a = -money(rng, m[1], m[2])
            lines = [f"Purchase authorized on {d.strftime('%m/%d')} {fill(m[0])}",
                     f"S{rng.randint(10 ** 14, 10 ** 15 - 1)} Card {card4}"]
            chk.append(dict(d=min(end, d + dt.timedelta(days=rng.choice([0, 1, 2]))), lines=lines, a=a))
        elif r < 0.72:
            m = rng.choice(BILLS)
            chk.append(dict(d=d, lines=[fill(m[0])], a=-money(rng, m[1], m[2])))
        elif r < 0.82:
            check_no += rng.randint(1, 3)
            chk.append(dict(d=d, lines=["Check"], a=-money(rng, 40, 900), chk=str(check_no)))
        elif r < 0.9:
            nm = rng.choice(["Rivera Maria", "Patel Anand", "Kowalski Adam", "Brooks Jasmine"])
            chk.append(dict(d=d, lines=[f"Zelle to {nm} on {d.strftime('%m/%d')} Ref #Rp0{fill('{r}')}", "Rent share"],
                            a=-money(rng, 25, 400)))
        else:
            chk.append(dict(d=d, lines=[f"ATM Withdrawal authorized on {d.strftime('%m/%d')} {rng.randint(100, 9999)} N Clark St",
                                        f"Chicago IL 0000{rng.randint(1000, 9999)} ATM ID {rng.randint(1000, 9999)}D Card {card4}"],
                            a=-D(rng.choice([40, 60, 100, 200]))))
    for k, d in enumerate([start + dt.timedelta(days=rng.randint(0, 3)), start + dt.timedelta(days=rng.randint(14, 17))]):
        chk.append(dict(d=d, lines=[f"{c['employer']} {d.strftime('%y%m%d')} {rng.randint(10 ** 6, 10 ** 7 - 1)} {c['name'].split(' AND ')[0][:22]}"],
                        a=money(rng, 1600, 2900)))
    # transfer checking -> savings
    td = start + dt.timedelta(days=rng.randint(4, 12))
    tamt = D(rng.choice([100, 200, 250, 500]))
    ref = "Ib0" + fill("{r}")[:5]
    chk.append(dict(d=td, lines=[f"Online Transfer to {c['sav_name'].replace(chr(174), '')} xxxxxx{sav4} Ref #{ref}", f"on {td.strftime('%m/%d/%y')}"], a=-tamt))
    sav.append(dict(d=td, lines=[f"Online Transfer From {c['chk_name']} xxxxxx{chk4} Ref #{ref}", f"on {td.strftime('%m/%d/%y')}"], a=tamt))
    for d in rand_dates(rng, start, end, c["nsav"]):
        chk.append(dict(d=d, lines=[f"Save As You Go Transfer Debit to XXXXXX{sav4}"], a=D("-1.00")))
        sav.append(dict(d=d, lines=[f"Save As You Go Transfer Credit From XXXXXX{chk4}"], a=D("1.00")))
    if n == 3:
        wd = start + dt.timedelta(days=20)
        ref3 = "Ib0" + fill('{r}')[:5]
        sav.append(dict(d=wd, lines=[f"Online Transfer to {c['chk_name']} xxxxxx{chk4} Ref #{ref3}", f"on {wd.strftime('%m/%d/%y')}",
                                     "Tuition installment"], a=D("-1500.00")))
        chk.append(dict(d=wd, lines=[f"Online Transfer From {c['sav_name']} xxxxxx{sav4} Ref #{ref3}", f"on {wd.strftime('%m/%d/%y')}",
                                     "Tuition installment"], a=D("1500.00")))
        chk.append(dict(d=wd + dt.timedelta(days=1), lines=["Arizona State Univ Tuition Pmt 240921 Halvorsen Emma"], a=D("-3120.00")))
    sav_int = q(c["sav_open"] * D("0.0001") / 12 * 1) + D("0.00")
    if sav_int < D("0.01"):
        sav_int = D("0.01")
    sav.append(dict(d=end, lines=["Interest Payment"], a=sav_int))
    chk.sort(key=lambda t: (t["d"], -t["a"] if t["a"] > 0 else 0))
    sav.sort(key=lambda t: t["d"])

    truth_tx = []
    accounts = []
    sections = []
    for name, acct, last4, op, rows in [(c["chk_name"], chk_acct, chk4, c["chk_open"], chk),
                                        (c["sav_name"], sav_acct, sav4, c["sav_open"], sav)]:
        bal = op
        items = []
        for i, r in enumerate(rows):
            bal += r["a"]
            last_of_day = i == len(rows) - 1 or rows[i + 1]["d"] != r["d"]
            r["bal"] = bal if last_of_day else None
        close = bal
        dep = sum(r["a"] for r in rows if r["a"] > 0)
        wd = -sum(r["a"] for r in rows if r["a"] < 0)
        accounts.append(dict(accountLast4=last4, accountName=name.replace("\u00ae", ""), openingBalance=s(op),
                             closingBalance=s(close), transactionCount=len(rows)))
        sections.append(dict(name=name, acct=acct, last4=last4, op=op, close=close, dep=dep, wd=wd, rows=rows))
    # global document: section blocks then rows
    items = []
    colg = ("<table class='tx'><colgroup><col style='width:11mm'><col style='width:13mm'><col><col style='width:23mm'>"
            "<col style='width:23mm'><col style='width:23mm'></colgroup>")
    thead = ("<thead><tr><th>Date</th><th class='r'>Check<br>Number</th><th>Description</th><th class='r'>Deposits/<br>Additions</th>"
             "<th class='r'>Withdrawals/<br>Subtractions</th><th class='r'>Ending daily<br>balance</th></tr></thead>")
    for si, sec in enumerate(sections):
        items.append(Block(f"""<div class='sech'><div class='sect'>{sec['name']}</div>
<div class='two'><div class='col'><b>Statement period activity summary</b><table class='as'>
<tr><td>Beginning balance on {md(start)}</td><td class='r'>${us(sec['op'])}</td></tr>
<tr><td>Deposits/Additions</td><td class='r'>{us(sec['dep'])}</td></tr>
<tr><td>Withdrawals/Subtractions</td><td class='r'>- {us(sec['wd'])}</td></tr>
<tr class='eb'><td><b>Ending balance on {md(end)}</b></td><td class='r'><b>${us(sec['close'])}</b></td></tr></table></div>
<div class='col'><table class='as'><tr><td>Account number:</td><td><b>{sec['acct']}</b></td></tr>
<tr><td>{esc(c['name'])}</td><td></td></tr><tr><td colspan=2>{'Illinois' if n == 1 else 'California' if n == 2 else 'Arizona'} account terms and conditions apply</td></tr>
<tr><td colspan=2>For Direct Deposit use Routing Number (RTN): {rng.choice(['071101307', '121042882', '122105278'])}</td></tr></table></div></div>
<div class='th'>Transaction history</div></div>""", 43))
        for r in sec["rows"]:
            a = r["a"]
            html = (f"<tr><td>{md(r['d'])}</td><td class='r'>{r.get('chk', '')}</td><td>{'<br>'.join(esc(x) for x in r['lines'])}</td>"
                    f"<td class='r'>{us(a) if a > 0 else ''}</td><td class='r'>{us(-a) if a < 0 else ''}</td>"
                    f"<td class='r'>{us(r['bal']) if r['bal'] is not None else ''}</td></tr>")
            items.append(Row(html, len(r["lines"]) * LH + 1.2))
            t = dict(date=r["d"].isoformat(), description=" ".join(r["lines"]), amount=s(a),
                     balance=s(r["bal"]) if r["bal"] is not None else None, account=sec["last4"])
            if r.get("chk"):
                t["checkNumber"] = r["chk"]
            truth_tx.append(t)
        items.append(Row(f"<tr class='eb'><td colspan=3>Ending balance on {md(end)}</td><td></td><td></td><td class='r'>{us(sec['close'])}</td></tr>", LH + 1.5))
        items.append(Row(f"<tr class='eb'><td colspan=3>Totals</td><td class='r'>${us(sec['dep'])}</td><td class='r'>${us(sec['wd'])}</td><td></td></tr>", LH + 1.5))
        items.append(Block("<div class='sm'>The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been "
                           "outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction "
                           "posted, fees may have been assessed.</div>", 10))
        if si == 0:
            items.append(Block(f"""<div class='fee'><b>Monthly service fee summary</b><div class='sm'>For a complete list of fees and detailed account information, see the Wells Fargo
Account Fee and Information Schedule and Account Agreement applicable to your account or talk to a banker.</div>
<table class='as'><tr><td>Fee period {start.strftime('%m/%d/%Y')} - {end.strftime('%m/%d/%Y')}</td><td>Standard monthly service fee $10.00</td><td class='r'>You paid $0.00</td></tr>
<tr><th style='text-align:left'>How to avoid the monthly service fee</th><th class='r'>Minimum required</th><th class='r'>This fee period</th></tr>
<tr><td>Have any ONE of the following account requirements</td><td></td><td></td></tr>
<tr><td>&middot; Minimum daily balance</td><td class='r'>$500.00</td><td class='r'>${us(min(sec['op'], sec['close']))}</td></tr>
<tr><td>&middot; Total amount of qualifying electronic deposits</td><td class='r'>$500.00</td><td class='r'>${us(sum(r['a'] for r in sec['rows'] if r['a'] > 1000))}</td></tr></table></div>""", 40))
        else:
            items.append(Block(f"""<div class='fee'><b>Interest summary</b><table class='as'>
<tr><td>Interest paid this statement</td><td class='r'>${us(sav_int)}</td></tr><tr><td>Average collected balance</td><td class='r'>${us(q((sec['op'] + sec['close']) / 2))}</td></tr>
<tr><td>Annual percentage yield earned</td><td class='r'>0.01%</td></tr><tr><td>Interest earned this statement period</td><td class='r'>${us(sav_int)}</td></tr>
<tr><td>Interest paid this year</td><td class='r'>${us(sav_int * end.month)}</td></tr></table></div>""", 28))
    caps = [150, 220]
    pages = split_pages(items, caps)
    total = len(pages)
    tot_open = c["chk_open"] + c["sav_open"]
    tot_close = sections[0]["close"] + sections[1]["close"]
    red = "#D71E28"
    css = page_css("8.5in", "11in", "10mm 13mm 8mm 13mm") + f"""
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 7.6pt; color:#222; }}
.wf {{ background:{red}; color:#FFCD41; font-weight:bold; font-size: 8.5pt; width: 17mm; height: 17mm; display:flex; align-items:center; justify-content:center; text-align:center; line-height:1.05; font-family:'Nimbus Sans'; letter-spacing: 0.3px; }}
h1 {{ font-size: 14pt; font-weight: normal; margin: 0; }}
.sect {{ font-size: 12pt; color: #000; border-bottom: 1.4pt solid {red}; margin: 4mm 0 2mm 0; padding-bottom: 0.5mm; }}
.two {{ display:flex; gap: 8mm; }} .col {{ flex: 1; }}
table.as td, table.as th {{ padding: 0.3mm 1.5mm; }} table.as {{ width: 100%; }}
tr.eb td {{ border-top: 0.6pt solid #000; font-weight: bold; }}
.th {{ font-weight: bold; font-size: 9pt; margin-top: 3mm; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx th {{ font-size: 6.8pt; text-align:left; border-bottom: 0.8pt solid #000; padding: 0.5mm 1mm; vertical-align: bottom; }}
table.tx th.r {{ text-align: right; }}
table.tx td {{ padding: 0.6mm 1mm 0 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow: hidden; }}
.sm {{ font-size: 6.3pt; line-height: 1.3; color:#444; margin-top: 1mm; }}
.fee {{ margin-top: 3mm; border-top: 0.6pt solid #999; padding-top: 1mm; }}
.pf {{ font-size: 6.5pt; color:#555; display:flex; justify-content:space-between; border-top:0.5pt solid #bbb; padding-top:1mm; }}
.q {{ border: 0.6pt solid #bbb; padding: 2mm; width: 78mm; font-size: 7pt; }}
"""
    period = f"{MONTHS_EN[start.month - 1]} {start.day}, {start.year} - {MONTHS_EN[end.month - 1]} {end.day}, {end.year}"
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between;align-items:flex-start'><div style='display:flex;gap:4mm;align-items:center'><div class='wf'>WELLS<br>FARGO</div>
<div><h1>Combined Statement of Accounts</h1><div>{period} &nbsp;&#9632;&nbsp; Page 1 of {total}</div></div></div>
<div class='q'><b>Questions?</b><br>Available by phone 24 hours a day, 7 days a week:<br>Telecommunications Relay Services calls accepted<br>
<b>1-800-TO-WELLS</b> (1-800-869-3557)<br>Online: wellsfargo.com<br>Write: Wells Fargo Bank, N.A. (114)<br>P.O. Box 6995, Portland, OR 97228-6995</div></div>
<div style='margin:3mm 0 0 0;line-height:1.35'>{'<br>'.join(esc(a) for a in c['addr'])}</div>
<div class='sect'>Summary of accounts</div><b>Checking and Savings</b>
<table class='as' style='margin-top:1mm'><tr><th style='text-align:left'>Account</th><th style='text-align:left'>Account number</th><th class='r'>Ending balance<br>last statement</th><th class='r'>Ending balance<br>this statement</th></tr>
<tr><td>{c['chk_name']}</td><td>{chk_acct}</td><td class='r'>{us(c['chk_open'])}</td><td class='r'>{us(sections[0]['close'])}</td></tr>
<tr><td>{c['sav_name']}</td><td>{sav_acct}</td><td class='r'>{us(c['sav_open'])}</td><td class='r'>{us(sections[1]['close'])}</td></tr>
<tr class='eb'><td>Total deposit accounts</td><td></td><td class='r'>${us(tot_open)}</td><td class='r'>${us(tot_close)}</td></tr></table>"""
        else:
            head = (f"<div class='pf' style='border:0;border-bottom:0.5pt solid #bbb;margin-bottom:2mm;padding-bottom:1mm'><span>Combined Statement of Accounts</span>"
                    f"<span>{end.strftime('%B')} {end.day}, {end.year} &nbsp;&#9632;&nbsp; Page {i + 1} of {total}</span></div>")
        body = body_html(pit, colg, thead)
        foot = (f"<div class='foot pf'><span>(114) Sheet Seq = {rng.randint(100000, 999999):07d} &nbsp; Sheet {i + 1:05d} of {total:05d}</span>"
                f"<span>&copy; {end.year} Wells Fargo Bank, N.A. All rights reserved. Member FDIC.</span></div>")
        html_pages.append(f"<div class='page'><div class='body'>{head}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "en", "Combined statement")
    notes = ("Wells Fargo-style Combined Statement of Accounts holding TWO accounts (checking and savings), each with its own "
             "account number, 'Statement period activity summary' (Beginning balance, Deposits/Additions, Withdrawals/"
             "Subtractions, Ending balance) and its own 'Transaction history' table Date | Check Number | Description | "
             "Deposits/Additions | Withdrawals/Subtractions | Ending daily balance. Dates M/D without year. The ending "
             "daily balance is printed only on the last row of each day (other rows balance null). Per-account values in "
             "'accounts', each row carries 'account' (last 4); top-level opening/closing are the 'Total deposit accounts' "
             "sums. Check rows have the check number in its own column (given as checkNumber, description 'Check'). "
             "'Ending balance on M/D' and 'Totals' rows, the monthly service fee summary and the interest summary are not "
             "transactions. Transfers between the two accounts appear in both. Dates inside descriptions ('authorized on "
             "03/02') may differ from the posting date in the Date column (truth date = Date column).")
    truth = dict(bank="Wells Fargo", country="US", language="en", documentType="bank_account", currency="USD",
                 accountLast4=chk4, statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(tot_open), closingBalance=s(tot_close), accounts=accounts,
                 transactions=truth_tx, notes=notes)
    return html, truth, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
