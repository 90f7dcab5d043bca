"""us-business-sectioned: Fifth Third Bank business checking statement (USA, USD), sectioned, no running balance."""
import datetime as dt
import random
from lib import Doc, fmt, tx, base_truth, month_end, s2

FAM = "us-business-sectioned"
BLUE = "#1F3D7A"
GREEN = "#2E8540"


def D(d):
    return d.strftime("%m/%d")


def build(n, seed):
    rng = random.Random(seed)
    y, m = [(2024, 3), (2024, 9), (2023, 12)][n - 1]
    start, end = dt.date(y, m, 1), month_end(y, m)
    ntx = [18, 40, 64][n - 1]
    days = (end - start).days
    opening = rng.randint(3000000, 9000000)
    secs = {"dep": [], "edeb": [], "chk": [], "owd": [], "fee": []}
    cust = ["ACH CREDIT SQUARE INC SQ{d} {r}", "ACH CREDIT STRIPE TRANSFER ST-{r}", "REMOTE DEPOSIT CAPTURE",
            "BRANCH DEPOSIT - THANK YOU", "ACH CREDIT SHOPIFY PAYMENTS {r}", "WIRE TRANSFER IN FROM OHIO VALLEY SUPPLY CO"]
    edeb = ["ACH DEBIT ADP PAYROLL FEES {r}", "ACH DEBIT AEP OHIO UTILITY {r}", "ACH DEBIT IRS USATAXPYMT {r}",
            "ACH DEBIT CINCINNATI BELL {r}", "ACH DEBIT SYSCO CINCINNATI {r}", "ACH DEBIT AMEX EPAYMENT ACH PMT {r}",
            "ACH DEBIT GUSTO NET PAY {r}", "ACH DEBIT STATE FARM INSURANCE {r}"]
    owd = ["DEBIT CARD PURCHASE {dd} STAPLES 00123 CINCINNATI OH", "DEBIT CARD PURCHASE {dd} COSTCO WHSE #0390 CINCINNATI OH",
           "ONLINE TRANSFER TO SAVINGS XXXXXX{r4}", "ATM WITHDRAWAL {dd} 5/3 BANK MADEIRA OH", "DEBIT CARD PURCHASE {dd} UBER EATS HELP.UBER.COM CA"]
    chk_no = rng.randint(1040, 4800)
    def bizday(d):
        while d.weekday() >= 5 or (d.month == 12 and d.day == 25):
            d += dt.timedelta(days=1)
        if d > end:
            d = end
            while d.weekday() >= 5:
                d -= dt.timedelta(days=1)
        return d

    for _ in range(ntx - 2):
        d = bizday(start + dt.timedelta(days=rng.randint(0, days)))
        r = rng.random()
        rr = f"{rng.randint(10**6, 10**7 - 1)}"
        if r < 0.28:
            secs["dep"].append((d, rng.choice(cust).format(d=d.strftime("%y%m%d"), r=rr), rng.randint(50000, 2200000)))
        elif r < 0.55:
            secs["edeb"].append((d, rng.choice(edeb).format(r=rr), -rng.randint(8000, 900000)))
        elif r < 0.80:
            chk_no += rng.choice([1, 1, 1, 2])
            secs["chk"].append((d, chk_no, -rng.randint(5000, 600000)))
        else:
            secs["owd"].append((d, rng.choice(owd).format(dd=(d - dt.timedelta(days=1)).strftime("%m/%d"), r4=rr[-4:]),
                                -rng.randint(1500, 250000)))
    secs["fee"].append((bizday(end), "MONTHLY SERVICE CHARGE", -rng.choice([1500, 2000, 2500])))
    secs["fee"].append((bizday(end), "PAPER STATEMENT FEE", -300))
    if n != 1:
        secs["fee"].append((bizday(start + dt.timedelta(days=rng.randint(3, 20))), "OUTGOING WIRE TRANSFER FEE", -2500))
    for k in ("dep", "edeb", "owd", "fee"):
        secs[k].sort(key=lambda t: t[0])
    secs["chk"].sort(key=lambda t: t[1])
    allrows = [(d, a) for k in secs for d, _, a in secs[k]]
    closing = opening + sum(a for _, a in allrows)
    # daily balances
    daily = {}
    bal = opening
    for d, a in sorted(allrows, key=lambda x: x[0]):
        bal += a
        daily[d] = bal

    d = Doc(font=["Liberation Sans", "TeX Gyre Heros", "Liberation Serif"][n - 1], size=8, page=(21.59, 27.94),
            margins=(1.0, 1.3, 1.0, 1.3), header_h=0.9, footer_h=0.9)
    W = 21.59 - 2.6
    acct = f"{rng.randint(10**9, 10**10 - 1)}"
    d.header = d.table([W / 2, W / 2], [[
        {"t": [[d.span("Fifth Third Bank", bold=True, size=11, color=BLUE)]]},
        {"t": f"Business Standard Checking  XXXXXX{acct[-4:]}    Page \x00P\x00 of \x00C\x00", "p": {"align": "end", "size": 7.5}}]])
    d.header = d.header.replace("\x00P\x00", d.field_page()).replace("\x00C\x00", d.field_count())
    d.footer = d.ptxt("Fifth Third Bank, National Association. Member FDIC. Equal Housing Lender. Questions? Call 1-877-534-2264 "
                      "or visit 53.com/business.", size=6, align="center", color="#555555")
    name = rng.choice(["MADEIRA HARDWARE & SUPPLY LLC", "QUEEN CITY CATERING INC", "OHIO RIVER LANDSCAPING LLC"])
    d.add(d.table([W * 0.55, W * 0.45], [[
        {"t": ["", name, f"{rng.randint(1000, 9999)} {rng.choice(['KENWOOD RD', 'MONTGOMERY RD', 'MAIN ST'])}",
               f"CINCINNATI OH {rng.randint(45201, 45255)}-{rng.randint(1000, 9999)}"], "p": {"size": 9}},
        {"t": [[d.span("Statement Period", bold=True)], f"{start.strftime('%m/%d/%Y')} - {end.strftime('%m/%d/%Y')}",
               [d.span("Account Number", bold=True)], f"XXXXXX{acct[-4:]}",
               "Banking Center: Madeira", "Banking Center Phone: 513-579-5300"], "p": {"size": 8, "align": "end"}}]],
        after=0.3))
    dep_t = sum(a for _, _, a in secs["dep"])
    wd = [r for k in ("edeb", "chk", "owd", "fee") for r in secs[k]]
    wd_t = -sum(a for _, _, a in wd)
    summ = [("Beginning Balance", "$" + fmt(opening, "en")),
            (f"{len(secs['dep'])} Deposits/Credits", "$" + fmt(dep_t, "en")),
            (f"{len(secs['chk'])} Checks", "-$" + fmt(-sum(a for _, _, a in secs['chk']), "en")),
            (f"{len(wd) - len(secs['chk'])} Withdrawals/Debits", "-$" + fmt(wd_t + sum(a for _, _, a in secs['chk']), "en")),
            ("Ending Balance", "$" + fmt(closing, "en"))]
    avg = sum(daily.values()) // max(1, len(daily))
    right = [("Average Daily Balance", "$" + fmt(avg, "en")), ("Minimum Balance", "$" + fmt(min(daily.values()), "en")),
             ("Annual Percentage Yield Earned", "0.00%"), ("Days in Statement Period", str(days + 1))]
    box = {"borders": f"0.8pt solid {BLUE}", "pad": 0.12}
    d.add(d.table([W / 2 - 0.2, 0.4, W / 2 - 0.2], [[
        {"xml": d.ptxt("Account Summary", bold=True, size=9.5, color=BLUE) +
         d.table([5.0, 3.4], [[{"t": a, "p": {"bold": i in (0, 4)}}, {"t": b, "p": {"align": "end", "bold": i in (0, 4)}}]
                             for i, (a, b) in enumerate(summ)]), "c": box}, "",
        {"xml": d.ptxt("Balance Information", bold=True, size=9.5, color=BLUE) +
         d.table([5.0, 3.4], [[a, {"t": b, "p": {"align": "end"}}] for a, b in right]), "c": box}]], after=0.3))
    d.add(d.table([W], [[{"t": "Important: Beginning " + (start + dt.timedelta(days=45)).strftime("%B %d, %Y") +
                                ", the monthly service charge for Business Standard Checking will be waived with an average "
                                "ledger balance of $2,500.00 or more. See the enclosed fee schedule for details.",
                          "p": {"size": 7, "italic": True}, "c": {"bg": "#EAF2E3", "pad": 0.12}}]], after=0.3))
    truth = []
    hb = {"bottom": "0.6pt solid #000000"}
    secdefs = [("dep", "Deposits and Other Credits", "Total Deposits and Other Credits"),
               ("edeb", "Electronic Debits", "Total Electronic Debits"),
               ("chk", "Checks Paid", "Total Checks Paid"),
               ("owd", "Other Withdrawals / Debits", "Total Other Withdrawals / Debits"),
               ("fee", "Service Charges and Fees", "Total Service Charges and Fees")]
    for key, title, total in secdefs:
        rows_s = secs[key]
        if not rows_s:
            continue
        tot = sum(a for _, _, a in rows_s)
        if key == "chk":
            d.p(title, bold=True, size=10, color=BLUE, before=0.3, keep=True)
            d.p("* Indicates a break in check number sequence", size=6.5, italic=True, keep=True)
            ncol = 3
            per = -(-len(rows_s) // ncol)
            cols = [rows_s[i * per:(i + 1) * per] for i in range(ncol)]
            hdr = []
            for c in range(ncol):
                hdr += [{"t": "Number", "p": {"bold": True}, "c": {"borders": hb}},
                        {"t": "Date Paid", "p": {"bold": True}, "c": {"borders": hb}},
                        {"t": "Amount", "p": {"bold": True, "align": "end"}, "c": {"borders": hb, "padr": 0.4}}]
            rws = []
            prev = None
            brk = set()
            for dd, no, a in rows_s:
                if prev is not None and no != prev + 1:
                    brk.add(no)
                prev = no
            for i in range(per):
                row = []
                for c in range(ncol):
                    if i < len(cols[c]):
                        dd, no, a = cols[c][i]
                        row += [f"{no}{'*' if no in brk else ''}", D(dd), {"t": fmt(-a, "en"), "p": {"align": "end"}, "c": {"padr": 0.4}}]
                    else:
                        row += ["", "", ""]
                rws.append(row)
            d.add(d.table([1.6, 1.5, 3.2] * 3, rws, header=[hdr]))
            for dd, no, a in rows_s:
                truth.append(tx(dd, f"Check {no}", a, None, checkNumber=str(no)))
        else:
            hdr = [[{"t": title, "span": 3, "p": {"bold": True, "size": 10, "color": BLUE}}],
                    [{"t": "Date", "p": {"bold": True}, "c": {"borders": hb}},
                     {"t": "Description", "p": {"bold": True}, "c": {"borders": hb}},
                     {"t": "Amount", "p": {"bold": True, "align": "end"}, "c": {"borders": hb}}]]
            rws = []
            for dd, desc, a in rows_s:
                rws.append([D(dd), desc, {"t": fmt(abs(a), "en"), "p": {"align": "end"}}])
                truth.append(tx(dd, desc, a, None))
            d.add(d.table([1.6, W - 4.6, 3.0], rws, header=hdr, before=0.3))
        d.add(d.table([W - 3.0, 3.0], [[{"t": f"{total} ({len(rows_s)} item{'s' if len(rows_s) != 1 else ''})", "p": {"bold": True}},
                                         {"t": "$" + fmt(abs(tot), "en"), "p": {"bold": True, "align": "end"}}]],
                      ))
    # daily balance summary (not transactions)
    d.p("Daily Balance Summary", bold=True, size=10, color=BLUE, before=0.4, keep=True)
    dl = sorted(daily.items())
    ncol = 3
    per = -(-len(dl) // ncol)
    cols = [dl[i * per:(i + 1) * per] for i in range(ncol)]
    hdr = []
    for c in range(ncol):
        hdr += [{"t": "Date", "p": {"bold": True}, "c": {"borders": hb}},
                {"t": "Balance", "p": {"bold": True, "align": "end"}, "c": {"borders": hb, "padr": 0.5}}]
    rws = []
    for i in range(per):
        row = []
        for c in range(ncol):
            if i < len(cols[c]):
                row += [D(cols[c][i][0]), {"t": fmt(cols[c][i][1], "en"), "p": {"align": "end"}, "c": {"padr": 0.5}}]
            else:
                row += ["", ""]
        rws.append(row)
    d.add(d.table([2.0, 4.3] * 3, rws, header=[hdr]))
    d.p("In case of errors or questions about your electronic transfers, call or write us at the telephone number or "
        "address listed on this statement as soon as you can. We must hear from you no later than 60 days after we sent "
        "the FIRST statement on which the problem or error appeared.", size=6.5, before=0.4)
    notes = ("Fifth Third style business checking statement: NO running balance; transactions are grouped in sections "
             "whose heading decides the sign (Deposits and Other Credits = money in; Electronic Debits, Checks Paid, "
             "Other Withdrawals / Debits, Service Charges and Fees = money out), amounts printed unsigned; each section "
             "ends with a 'Total ... (N items) $X' line. Checks Paid is a 3-across table (Number / Date Paid / Amount "
             "repeated side by side, '*' marks a break in the number sequence); truth lists checks in check-number "
             "order going down each column (left, middle, right), with description 'Check NNNN' and checkNumber. "
             "Transactions are in document (section) order, not date order. The Daily Balance Summary (date/balance "
             "pairs, 3 across) is NOT transactions; it is given as dailyBalances. Account Summary box with Beginning "
             "Balance, N Deposits/Credits, N Checks, N Withdrawals/Debits, Ending Balance. Dates MM/DD.")
    t = base_truth(FAM, "Fifth Third Bank", "US", "en", "bank_account", "USD", acct[-4:], start, end, opening, closing,
                   truth, notes, dailyBalances={k.isoformat(): s2(v) for k, v in dl})
    return d.render(), t
