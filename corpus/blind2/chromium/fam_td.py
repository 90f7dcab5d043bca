"""ca-td-date-right: TD Canada Trust style chequing statement (English, CAD, Letter): Description | Withdrawals |
Deposits | Date | Balance, date MMMDD at the right of the amounts, balance only at day ends, overdrawn balances
with an 'OD' suffix, BALANCE FORWARD at the top of every page, CLOSING BALANCE at the end."""
import datetime as dt
import random
from common import D, s, us, esc, money, rand_dates, emit, page_css, wrap_html, MON3
from layout import Row, Block, split_pages, body_html

FAMILY = "ca-td-date-right"
LH = 4.3

POS = [("LOBLAWS #{n4}", 20, 180), ("TIM HORTONS #{n4}", 3, 18), ("SHOPPERS DRUG MART #{n4}", 8, 70),
       ("PETRO-CANADA {n5}", 40, 95), ("METRO #{n3} TORONTO", 15, 140), ("LCBO/RAO #{n4}", 15, 80),
       ("CANADIAN TIRE #{n3}", 12, 220), ("PRESTO FARE/{r}", 3.3, 3.3), ("AMZN MKTP CA*{r}", 12, 130),
       ("UBER CANADA/UBERTRIP", 9, 45)]
BILLS = [("ROGERS BPY", 80, 140), ("TORONTO HYDRO BPY", 60, 150), ("ENBRIDGE GAS BPY", 40, 130),
         ("CITY OF TORONTO TAX BPY", 180, 420), ("TD INSURANCE MSP", 90, 160), ("TD VISA PREAUTH PYMT", 150, 900),
         ("BELL CANADA BPY", 55, 110)]
CFG = {
    1: dict(seed=6201, start=dt.date(2024, 3, 29), end=dt.date(2024, 4, 30), n=22, opening=D("3487.12"),
            name="PRIYA NAIR", addr=["PRIYA NAIR", "55 EGLINTON AVE E APT 1708", "TORONTO ON  M4P 1G8"],
            employer="HOSPITAL FOR SICK PAY", od=False),
    2: dict(seed=6202, start=dt.date(2024, 8, 30), end=dt.date(2024, 9, 30), n=36, opening=D("186.40"),
            name="MATTHEW O'BRIEN", addr=["MATTHEW O'BRIEN", "212 MAIN ST", "OTTAWA ON  K1S 1C4"],
            employer="CANADA FED PAY", od=True),
    3: dict(seed=6203, start=dt.date(2023, 12, 29), end=dt.date(2024, 1, 31), n=52, opening=D("1264.88"),
            name="LUC TREMBLAY", addr=["LUC TREMBLAY", "88 JAMES ST S UNIT 1104", "HAMILTON ON  L8P 2Y8"],
            employer="BOMBARDIER INC PAY", od=True),
}


def tdd(d):
    return f"{MON3[d.month - 1].upper()}{d.day:02d}"


def tdbal(x):
    return us(abs(x)) + ("OD" if x < 0 else "")


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]
    acct = f"{rng.randint(1000, 9999)}-{rng.randint(1000000, 9999999)}"
    last4 = acct[-4:]

    def fill(t):
        return (t.replace("{n3}", str(rng.randint(100, 999))).replace("{n4}", str(rng.randint(1000, 9999)))
                .replace("{n5}", str(rng.randint(10000, 99999)))
                .replace("{r}", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6))))

    rows = []
    for d in rand_dates(rng, start + dt.timedelta(days=1), end, c["n"]):
        r = rng.random()
        if r < 0.55:
            m = rng.choice(POS)
            rows.append(dict(d=d, t=fill(m[0]), a=-money(rng, m[1], m[2])))
        elif r < 0.72:
            m = rng.choice(BILLS)
            rows.append(dict(d=d, t=m[0], a=-money(rng, m[1], m[2])))
        elif r < 0.80:
            rows.append(dict(d=d, t=f"TD ATM W/D {rng.randint(1000, 9999):06d}", a=-D(rng.choice([20, 40, 60, 80, 100, 200]))))
        elif r < 0.88:
            code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz0123456789") for _ in range(3))
            rows.append(dict(d=d, t=f"SEND E-TFR ***{code}", a=-money(rng, 20, 400)))
        else:
            code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz0123456789") for _ in range(3))
            rows.append(dict(d=d, t=f"E-TRANSFER ***{code}", a=money(rng, 20, 300)))
    # bi-weekly pay, the first one late enough that low-balance statements go overdrawn
    pd = start + dt.timedelta(days=rng.randint(8, 11))
    while pd <= end:
        if pd.weekday() < 5:
            rows.append(dict(d=pd, t=c["employer"], a=money(rng, 1700, 2600)))
        pd += dt.timedelta(days=14)
    rd = start + dt.timedelta(days=rng.randint(2, 4))
    rows.append(dict(d=rd, t="TFR-TO C/C" if n == 1 else "MORTGAGE PAYMENT", a=-D(rng.choice(["1250.00", "1687.45", "1420.00"]))))
    rows.append(dict(d=end, t="MONTHLY ACCOUNT FEE", a=-D("16.95")))
    rows.sort(key=lambda t: (t["d"], 0 if t["a"] > 0 else 1))
    if c["od"]:
        bal = c["opening"]
        for r in rows:
            bal += r["a"]
        # overdraft interest on the last day, overdraft fee on the first day the account went overdrawn
        bal = c["opening"]
        first = None
        for r in rows:
            bal += r["a"]
            if bal < 0 and first is None:
                first = r["d"]
        if first is None:
            raise RuntimeError("no overdraft in an overdraft statement")
        rows.append(dict(d=first, t="OVERDRAFT FEE", a=-D("5.00"), late=True))
        rows.append(dict(d=end, t="OVERDRAFT INTEREST", a=-money(rng, 0.8, 6), late=True))
        rows.sort(key=lambda t: (t["d"], 1 if t.get("late") else 0, 0 if t["a"] > 0 else 1))
    bal = c["opening"]
    for i, r in enumerate(rows):
        bal += r["a"]
        r["run"] = bal
        r["bal"] = bal if (i == len(rows) - 1 or rows[i + 1]["d"] != r["d"]) else None
    close = bal
    if c["od"] and not any(r["bal"] is not None and r["bal"] < 0 for r in rows):
        raise RuntimeError("overdraft never visible at a day end")
    colg = ("<table class='tx'><colgroup><col><col style='width:27mm'><col style='width:27mm'><col style='width:16mm'>"
            "<col style='width:30mm'></colgroup>")
    thead = ("<thead><tr><th>Description</th><th class='r'>Withdrawals</th><th class='r'>Deposits</th><th class='c'>Date</th>"
             "<th class='r'>Balance</th></tr></thead>")
    items = []
    truth_tx = []
    for r in rows:
        a = r["a"]
        html = (f"<tr><td>{esc(r['t'])}</td><td class='r'>{us(-a) if a < 0 else ''}</td><td class='r'>{us(a) if a > 0 else ''}</td>"
                f"<td class='c'>{tdd(r['d'])}</td><td class='r'>{tdbal(r['bal']) if r['bal'] is not None else ''}</td></tr>")
        items.append(Row(html, LH + 0.8, payload=r))
        truth_tx.append(dict(date=r["d"].isoformat(), description=r["t"], amount=s(a),
                             balance=s(r["bal"]) if r["bal"] is not None else None))
    items.append(Row(f"<tr class='cb'><td>CLOSING BALANCE</td><td></td><td></td><td class='c'>{tdd(end)}</td><td class='r'>{tdbal(close)}</td></tr>", LH + 1.5))
    wd = -sum(r["a"] for r in rows if r["a"] < 0)
    dep = sum(r["a"] for r in rows if r["a"] > 0)
    items.append(Block(f"""<div class='sumb'><table><tr><td>Opening Balance</td><td class='r'>{tdbal(c['opening'])}</td></tr>
<tr><td>Total Deposits ({sum(1 for r in rows if r['a'] > 0)})</td><td class='r'>{us(dep)}</td></tr>
<tr><td>Total Withdrawals ({sum(1 for r in rows if r['a'] < 0)})</td><td class='r'>{us(wd)}</td></tr>
<tr class='cb'><td>Closing Balance</td><td class='r'>{tdbal(close)}</td></tr></table>
<div class='sm'>OD - OVERDRAWN BALANCE. Please examine this statement without delay. If you find any errors or omissions, you must notify us
within 30 days of the statement date. Otherwise, you will be deemed to have accepted this statement as correct.</div></div>""", 30))
    pages = split_pages(items, [172, 222])
    total = len(pages)
    green = "#008A00"
    css = page_css("8.5in", "11in", "11mm 14mm 9mm 14mm") + f"""
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8.2pt; color:#111; }}
.td {{ background:{green}; color:#fff; font-weight:bold; font-size:13pt; width:14mm; height:12mm; display:flex; align-items:center; justify-content:center; }}
table.tx {{ width: 100%; table-layout: fixed; border-top: 1pt solid #000; }}
table.tx th {{ font-size: 7.4pt; text-align:left; border-bottom: 0.8pt solid #000; padding: 0.8mm 1.2mm; }}
table.tx th.r {{ text-align:right; }} table.tx th.c, td.c {{ text-align:center; }}
table.tx td {{ padding: 0.4mm 1.2mm; line-height: {LH}mm; white-space: nowrap; overflow: hidden; font-family: 'Liberation Mono', monospace; font-size: 7.8pt; }}
tr.bf td, tr.cb td {{ font-weight: bold; }}
.sumb {{ margin-top: 4mm; width: 95mm; }} .sumb td {{ padding: 0.4mm 2mm; }} .sumb table {{ width: 100%; }}
.sm {{ font-size: 6.3pt; color:#444; line-height: 1.3; margin-top: 2mm; }}
.pf {{ font-size: 6.5pt; color:#555; display:flex; justify-content:space-between; border-top:0.5pt solid #aaa; padding-top:1mm; }}
.box td {{ padding: 0.3mm 2mm; }}
.vt {{ position:absolute; left: 6mm; top: 150mm; transform: rotate(-90deg); transform-origin: left top; font-size: 6pt; letter-spacing: 0.6px; color:#333; white-space: nowrap; }}
"""
    per = f"{tdd(start)}/{start.strftime('%y')} - {tdd(end)}/{end.strftime('%y')}"
    html_pages = []
    carry_bal, carry_d = c["opening"], start
    for i, pit in enumerate(pages):
        if i == 0:
            head = f"""<div style='display:flex;justify-content:space-between;align-items:flex-start'><div style='display:flex;gap:3mm;align-items:center'><div class='td'>TD</div>
<div style='font-size:10pt;font-weight:bold'>TD Canada Trust</div></div>
<div style='text-align:right'><div style='font-size:11pt;font-weight:bold'>STATEMENT OF ACCOUNT</div><div>Page 1 of {total}</div></div></div>
<div style='display:flex;justify-content:space-between;margin:5mm 0 4mm 0'><div style='line-height:1.4'>{'<br>'.join(esc(x) for x in c['addr'])}</div>
<table class='box' style='border:0.6pt solid #777'><tr><td>Branch No.</td><td>{acct[:4]}</td></tr><tr><td>Account No.</td><td>{acct}</td></tr>
<tr><td>Statement Period</td><td>{per}</td></tr><tr><td>Account Type</td><td>TD UNLIMITED CHEQUING ACCOUNT</td></tr></table></div>"""
        else:
            head = (f"<div style='display:flex;justify-content:space-between;align-items:center;margin-bottom:3mm'><div class='td' style='width:10mm;height:8mm;font-size:9pt'>TD</div>"
                    f"<div>{esc(c['name'])} &nbsp; Account No. {acct} &nbsp; Statement Period {per}</div><div>Page {i + 1} of {total}</div></div>")
        bf = (f"<tr class='bf'><td>BALANCE FORWARD</td><td></td><td></td><td class='c'>{tdd(carry_d)}</td>"
              f"<td class='r'>{tdbal(carry_bal)}</td></tr>")
        body = body_html(pit, colg, thead)
        if "<tbody>" in body:
            body = body.replace("<tbody>", "<tbody>" + bf, 1)
        # the carried balance is the running balance after the last row of this page (also inside a day)
        for it in pit:
            if it.kind == "row" and it.payload is not None:
                carry_bal, carry_d = it.payload["run"], it.payload["d"]
        foot = (f"<div class='vt'>ACCOUNT ISSUED BY: THE TORONTO-DOMINION BANK</div>"
                f"<div class='pf'><span>{esc(c['name'])}</span><span>&reg; / The TD logo and other trade-marks are the property of The Toronto-Dominion Bank</span></div>")
        html_pages.append(f"<div class='page'>{head}<div class='body'>{body}</div><div class='foot'>{foot}</div></div>")
    truth = dict(bank="TD Canada Trust", country="CA", language="en", documentType="bank_account", currency="CAD",
                 accountLast4=last4, statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
                 periodEnd=end.isoformat(), openingBalance=s(c["opening"]), closingBalance=s(close),
                 notes=("TD Canada Trust-style chequing statement. Columns Description | Withdrawals | Deposits | Date | Balance: the "
                        "date (MMMDD, e.g. APR05, no year) stands to the RIGHT of the amounts; year from the 'Statement Period "
                        "MMMDD/YY - MMMDD/YY' box" + (" (the period crosses a year end: DEC rows are 2023, JAN rows 2024)" if n == 3 else "")
                        + ". The balance is printed only on the last row of each day (other rows balance null). "
                        "Overdrawn balances carry an 'OD' suffix (1,234.56OD = -1234.56) and no minus sign. 'BALANCE FORWARD' "
                        "at the top of every page (opening balance on page 1, carried balance on later pages), 'CLOSING BALANCE' "
                        "and the Opening/Total Deposits/Total Withdrawals/Closing summary are not transactions. Descriptions are "
                        "single upper-case lines. The rotated 'ACCOUNT ISSUED BY: THE TORONTO-DOMINION BANK' in the left margin is not part of the table." + (" 'OVERDRAFT FEE' and 'OVERDRAFT INTEREST' are real debits." if c["od"] else "")),
                 transactions=truth_tx)
    return wrap_html(css, html_pages, "en", "TD Statement of Account"), truth, total


def make():
    for n in (1, 2, 3):
        html, truth, total = build(n)
        emit(FAMILY, n, html, truth, total)
        print(" ", FAMILY, n, len(truth["transactions"]), "rows", total, "pages", flush=True)
