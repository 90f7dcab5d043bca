"""gb-hsbc-paidout: HSBC UK current account statement (Date | Payment type and details | Paid out | Paid in |
Balance), date printed once per day, balance only on the day's last row, BALANCE BROUGHT/CARRIED FORWARD."""
import datetime as dt
import random

from lib import Fodt, grouped, record, truth

FAMILY = "gb-hsbc-paidout"
RED = "#db0011"

SHOPS = [("VIS", ["TESCO STORES 3041", "CAMDEN TOWN"], 800, 6500), ("VIS", ["SAINSBURYS S/MKTS", "HOLBORN"], 900, 7800),
         ("VIS", ["AMAZON.CO.UK*2K7L81", "AMAZON.CO.UK"], 699, 4599), ("VIS", ["TFL TRAVEL CH", "TFL.GOV.UK/CP"], 280, 1520),
         (")))", ["PRET A MANGER", "LONDON"], 325, 1190), (")))", ["COSTA COFFEE 43017", "LONDON"], 285, 780),
         (")))", ["BOOTS 1128", "KINGS CROSS"], 199, 2450), ("VIS", ["DELIVEROO", "LONDON"], 1450, 3890),
         ("VIS", ["JOHN LEWIS", "OXFORD STREET"], 1800, 12900), (")))", ["WAITROSE 718", "ISLINGTON"], 640, 5320),
         ("VIS", ["NETFLIX.COM", "866-716-0414"], 1099, 1099), ("VIS", ["SHELL WATFORD WAY", "HENDON"], 3200, 7100)]
BILLS = [("DD", ["BRITISH GAS"], 6400, 14800), ("DD", ["THAMES WATER"], 3100, 4700),
         ("DD", ["LB CAMDEN CTAX", "30117820"], 15200, 18900), ("DD", ["VODAFONE LTD"], 2200, 4500),
         ("DD", ["TV LICENCE MBP"], 1412, 1412), ("DD", ["PUREGYM LTD"], 2499, 2499)]
PEOPLE = [("BP", ["J OKAFOR", "DINNER SPLIT"], 1500, 6000), ("BP", ["R PATEL", "FLAT BILLS"], 2500, 9000),
          ("BP", ["S WHITE", "400515 61234987", "BIRTHDAY"], 2000, 5000)]


def build(n, seed, workdir):
    rng = random.Random(seed)
    # statement periods run 14th to 13th; statement 3 crosses the year end
    starts = {1: dt.date(2024, 2, 14), 2: dt.date(2024, 6, 14), 3: dt.date(2023, 12, 14)}
    start = starts[n]
    end = dt.date(start.year + (start.month == 12), start.month % 12 + 1, 13)
    count = {1: 22, 2: 38, 3: 52}[n]
    opening = {1: 184215, 2: 62004, 3: 41290}[n]
    rent_day = start + dt.timedelta(days=rng.randint(2, 6))
    salary_day = start + dt.timedelta(days=rng.randint(12, 16))

    items = []  # (date, code, lines, amount_cents)
    items.append((rent_day, "SO", ["HOMELET LETTINGS", "RENT FLAT 4B"], -rng.choice([115000, 125000, 132500])))
    items.append((salary_day, "CR", ["NORTHGATE ANALYTICS", "SALARY"], rng.randint(238000, 296000)))
    for b in rng.sample(BILLS, 4):
        d = start + dt.timedelta(days=rng.randint(0, (end - start).days))
        items.append((d, b[0], b[1], -rng.randint(b[2], b[3])))
    if n >= 2:
        fx_day = start + dt.timedelta(days=rng.randint(3, 25))
        usd = rng.randint(3500, 18900)
        gbp = usd * 100 // 127
        items.append((fx_day, "VIS", ["INT'L 0081273345", "BOOKING.COM", "AMSTERDAM",
                                      f"USD {grouped(usd)} @ 1.2700", "Visa Rate"], -gbp))
        items.append((fx_day, "DR", ["NON-STERLING", "TRANSACTION FEE"], -(gbp * 275 // 10000)))
    if n == 3:
        items.append((start + dt.timedelta(days=9), "ATM", ["CASH HSBC DEC23", "ANGEL @13:05"], -20000))
        items.append((end - dt.timedelta(days=1), "DR", ["OVERDRAFT INTEREST", "TO 13JAN"], -rng.randint(180, 690)))
    while len(items) < count:
        pool = PEOPLE if rng.random() < 0.12 else SHOPS
        c = rng.choice(pool)
        d = start + dt.timedelta(days=rng.randint(0, (end - start).days))
        items.append((d, c[0], c[1], -rng.randint(c[2], c[3])))
    if n == 3:  # a refund paid in
        items.append((start + dt.timedelta(days=20), "CR", ["AMAZON.CO.UK", "REFUND"], 2399))
    items.sort(key=lambda it: (it[0], 0 if it[3] > 0 else 1))
    # statement 3 spends into the arranged overdraft: push spending up
    if n == 3:
        items = [(d, c, l, a * 2 if a < 0 and c in ("VIS", ")))") else a) for d, c, l, a in items]

    bal = opening
    txns, groups = [], []
    for d, code, lines, amt in items:
        bal += amt
        txns.append(record(d, " ".join(lines), amt, None, typeCode=code))
        if groups and groups[-1][0] == d:
            groups[-1][1].append((code, lines, amt, bal))
        else:
            groups.append((d, [(code, lines, amt, bal)]))
    # balance shown on the last row of each date
    k = 0
    for d, rows in groups:
        k += len(rows)
        txns[k - 1]["balance"] = "%s%d.%02d" % ("-" if rows[-1][3] < 0 else "", abs(rows[-1][3]) // 100,
                                                 abs(rows[-1][3]) % 100)
    closing = bal
    pay_in = sum(a for _, _, _, a in items if a > 0)
    pay_out = -sum(a for _, _, _, a in items if a < 0)

    doc = Fodt(size=8.5, margin=(1.2, 1.4, 1.0, 1.6))
    doc.set_footer(doc.para([("HSBC UK Bank plc. Registered in England and Wales (company number: 9928412). "
                              "Registered Office: 1 Centenary Square, Birmingham, B1 1HQ. Authorised by the "
                              "Prudential Regulation Authority and regulated by the Financial Conduct Authority "
                              "and the Prudential Regulation Authority.", None)], size=6, color="#555555") +
                   f'<text:p text:style-name="{doc.pstyle(size=7, align="end")}">Sheet Number {100 + n * 7}   '
                   f'Page {Fodt.PAGE} of {Fodt.PAGES}</text:p>')

    def bal_txt(c):
        return grouped(c) + (" D" if c < 0 else "")

    def fmt_day(d):
        return d.strftime("%d %b %y")

    name = ["MR DANIEL A HARGREAVES", "MS PRIYA K NAIR", "MR TOMASZ WISNIEWSKI"][n - 1]
    sort_code, accno = "40-11-62", ["51873304", "62230918", "70415526"][n - 1]
    period = f"{start.day} {start.strftime('%B')} to {end.day} {end.strftime('%B')} {end.year}"
    if start.year != end.year:
        period = f"{start.day} {start.strftime('%B %Y')} to {end.day} {end.strftime('%B %Y')}"
    head_l = [doc.para("HSBC UK", size=18, bold=True, color=RED),
              doc.para(f"{name}\nFLAT 4B\n27 ARGYLE STREET\nLONDON\nN1 9QT", size=9, before=0.8)]
    head_r = [doc.para("Your Statement", size=13, bold=True, align="end"),
              doc.para(f"Islington Branch\n{period}\nAccount Name\n{name}\nSort Code {sort_code}   "
                       f"Account Number {accno}\nSheet Number {100 + n * 7}", size=8, align="end")]
    # two-column letterhead built by hand so each side holds several paragraphs
    doc.body.append(_two_col(doc, head_l, head_r))
    doc.p("Your HSBC Advance details", size=11, bold=True, color=RED, before=0.4, after=0.1)
    box = [["Account Summary", ""],
           ["Opening Balance", bal_txt(opening)], ["Payments In", grouped(pay_in)],
           ["Payments Out", grouped(pay_out)], ["Closing Balance", bal_txt(closing)],
           ["Arranged Overdraft Limit", "1,500.00"]]
    bc = {"top": "0.5pt solid #999999", "bottom": "0.5pt solid #999999"}
    doc.table([5.5, 3.0], [[{"t": a, "p": {"bold": i in (0, 4)}, "c": bc},
                            {"t": b, "p": {"align": "end", "bold": i == 4}, "c": bc}] for i, (a, b) in enumerate(box)],
              after=0.15)
    doc.p(f"International Bank Account Number  GB{31 + n}HBUK{sort_code.replace('-', '')}{accno}\n"
          "Branch Identifier Code  HBUKGB4108K", size=7.5, after=0.3)

    W = [1.6, 0.9, 7.3, 2.5, 2.5, 2.7]
    hc = {"bottom": "0.8pt solid #000000", "top": "0.8pt solid #000000"}
    header = [[{"t": "Date", "p": {"bold": True}, "c": hc},
               {"t": "Payment type and details", "p": {"bold": True}, "c": hc, "span": 2},
               {"t": "Paid out", "p": {"bold": True, "align": "end"}, "c": hc},
               {"t": "Paid in", "p": {"bold": True, "align": "end"}, "c": hc},
               {"t": "Balance", "p": {"bold": True, "align": "end"}, "c": hc}]]
    # split date groups into pages: the first page holds fewer rows (letterhead + summary)
    cap_first, cap = 24, 50
    pages, cur, used, lim = [], [], 0, cap_first
    for g in groups:
        h = sum(max(1, len(r[1])) for r in g[1])
        if cur and used + h > lim:
            pages.append(cur)
            cur, used, lim = [], 0, cap
        cur.append(g)
        used += h
    pages.append(cur)
    running = opening
    for pi, pg in enumerate(pages):
        rows = [[{"t": fmt_day(start - dt.timedelta(days=1) if pi == 0 else pg[0][0])}, {"t": "BALANCE BROUGHT FORWARD", "span": 2,
                                                                    "p": {"bold": True}},
                 "", "", {"t": bal_txt(running), "p": {"align": "end", "bold": True}}]]
        for d, grp in pg:
            for i, (code, lines, amt, b) in enumerate(grp):
                last = i == len(grp) - 1
                rows.append([fmt_day(d) if i == 0 else "", code, "\n".join(lines),
                             {"t": grouped(amt) if amt < 0 else "", "p": {"align": "end"}},
                             {"t": grouped(amt) if amt > 0 else "", "p": {"align": "end"}},
                             {"t": bal_txt(b) if last else "", "p": {"align": "end"}}])
                running = b
        last_day = pg[-1][0]
        rows.append([{"t": fmt_day(end if pi == len(pages) - 1 else last_day)},
                     {"t": "BALANCE CARRIED FORWARD", "span": 2, "p": {"bold": True}}, "", "",
                     {"t": bal_txt(running), "p": {"align": "end", "bold": True}, "c": {"top": "0.5pt solid #000000"}}])
        if pi:
            doc.p(f"Your HSBC Advance details  {name}  Sort Code {sort_code}  Account Number {accno}",
                  size=8, brk=True, after=0.25)
        doc.table(W, rows, header_rows=header)
    doc.p("Arranged overdraft: 39.9% EAR (variable). An arranged overdraft limit of 1,500.00 applies to this "
          "account. Credit interest on balances: 0.00% AER.", size=7, before=0.4)
    doc.p("Your deposits are eligible for protection by the Financial Services Compensation Scheme (FSCS). "
          "Lost and stolen cards: call 03457 404 404. Text relay: 18001 03457 404 404.", size=7, before=0.1)
    path = f"{workdir}/{FAMILY}-{n}.fodt"
    doc.save(path)

    notes = ("HSBC UK current account. Columns Date | Payment type and details (code + details) | Paid out | Paid in "
             "| Balance; dates 'DD Mon YY' printed only on the first row of each date; balance printed only on the "
             "LAST row of a date (other rows balance null). Payment type code (VIS, ))), DD, SO, BP, CR, DR, ATM) "
             "is given as typeCode and NOT in the description; description = the detail lines joined. Each page "
             "starts with BALANCE BROUGHT FORWARD (on page 1 dated the day before the period start) and ends with BALANCE CARRIED FORWARD: not transactions. "
             "The Account Summary box (Opening Balance, Payments In/Out, Closing Balance, overdraft limit) repeats "
             "amounts that are not transactions. Overdrawn balances print with a trailing ' D' (negative in truth).")
    if n >= 2:
        notes += (" A foreign card purchase has detail lines 'USD x @ rate' and 'Visa Rate' (part of the description) "
                  "followed by a separate DR NON-STERLING TRANSACTION FEE row.")
    t = truth(FAMILY, "libreoffice", "HSBC UK", "GB", "en", "bank_account", "GBP", accno[-4:], start, end,
              opening, closing, txns, notes)
    t["_pages"] = len(pages)
    return path, t


def _two_col(doc, left, right):
    doc.n += 1
    tname = f"Head{doc.n}"
    doc.auto.append(f'<style:style style:name="{tname}" style:family="table"><style:table-properties '
                    f'style:width="18cm" table:align="left"/></style:style>')
    c = doc.cstyle()
    return (f'<table:table table:name="{tname}" table:style-name="{tname}">'
            f'<table:table-column table:style-name="{doc._col(9.0)}"/>'
            f'<table:table-column table:style-name="{doc._col(9.0)}"/><table:table-row>'
            f'<table:table-cell table:style-name="{c}" office:value-type="string">{"".join(left)}</table:table-cell>'
            f'<table:table-cell table:style-name="{c}" office:value-type="string">{"".join(right)}</table:table-cell>'
            '</table:table-row></table:table>')
